import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readEnvConfig, type Config } from '../../config';
import { openPlatform } from '../../open-platform';
import { fakeRemoteBuild, writeFakeShell } from '../../test-support/fake-builds';
import type { ArtifactStore } from '../artifact-store';
import { createLocalArtifactStore } from '../local-artifact-store';

jest.setTimeout(120_000);

let root: string;
let config: Config;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-persist-'));
  config = {
    ...readEnvConfig({
      DATA_DIR: path.join(root, 'data'),
      SHELL_DIST: path.join(root, 'shell'),
      DEMO_CARS: '0',
    }),
    opsToken: 'x',
  };
  await writeFakeShell(config.shellDist);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

it('keeps registry state and artifacts in DATA_DIR across restarts', async () => {
  const first = await openPlatform({ config });
  expect(first.seeded).toBe(9);
  const a = await first.registry.publish(
    'mf-finance',
    fakeRemoteBuild('mf-finance', { marker: 'a' }),
    'test',
  );
  const b = await first.registry.publish(
    'mf-finance',
    fakeRemoteBuild('mf-finance', { marker: 'b' }),
    'test',
  );
  await first.registry.promote('mf-finance', a.version, 'test');
  await first.registry.promote('mf-finance', b.version, 'test');
  await first.close();

  const second = await openPlatform({ config });
  try {
    expect(second.applied).toEqual([]);
    expect(second.seeded).toBe(0);
    expect((await second.registry.current()).get('mf-finance')).toBe(b.version);
    expect((await second.registry.rollback('mf-finance', 'test')).version).toBe(a.version);
    expect(await second.registry.readAsset('mf-finance', b.version, 'remoteEntry.js')).not.toBeNull();
  } finally {
    await second.close();
  }
});

it('names a live version whose files the artifact store has lost, and publishing the build again repairs it', async () => {
  const platform = await openPlatform({ config });
  try {
    const build = fakeRemoteBuild('mf-leads', { marker: 'lost' });
    const { version } = await platform.registry.publish('mf-leads', build, 'test');
    await platform.registry.promote('mf-leads', version, 'test');
    expect(await platform.registry.liveVersionProblems()).toEqual([]);

    // A new server whose store lacks the files, or a folder removed by hand.
    await rm(path.join(config.dataDir, 'remotes', 'mf-leads', version, 'remoteEntry.js'));
    expect(await platform.registry.liveVersionProblems()).toEqual([
      `mf-leads ${version} is live but the artifact store lacks its remoteEntry.js: publish that build again or roll back`,
    ]);
    await rm(path.join(config.dataDir, 'remotes', 'mf-leads', version), { recursive: true });
    expect(await platform.registry.liveVersionProblems()).toEqual([
      `mf-leads ${version} is live but the artifact store lacks its mf-manifest.json: publish that build again or roll back`,
    ]);

    await platform.registry.publish('mf-leads', build, 'test');
    expect(await platform.registry.liveVersionProblems()).toEqual([]);
  } finally {
    await platform.close();
  }
});

it('lets readiness probes that come while the store is slow share one check instead of piling up requests', async () => {
  const local = createLocalArtifactStore(path.join(config.dataDir, 'remotes'));
  let reads = 0;
  /** While set, every read of the store waits for it. */
  let stall: Promise<void> | null = null;
  const store: ArtifactStore = {
    ...local,
    async get(remote, version, file) {
      reads++;
      await stall;
      return local.get(remote, version, file);
    },
  };
  const platform = await openPlatform({ config, store });
  try {
    const { version } = await platform.registry.publish('mf-search', fakeRemoteBuild('mf-search'), 'test');
    await platform.registry.promote('mf-search', version, 'test');
    reads = 0;
    await platform.registry.liveVersionProblems();
    const onePass = reads;
    expect(onePass).toBeGreaterThan(0);

    reads = 0;
    let answer = () => {};
    stall = new Promise<void>((resolve) => (answer = resolve));
    const probes = [1, 2, 3, 4, 5].map(() => platform.registry.liveVersionProblems());
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer();
    expect(await Promise.all(probes)).toEqual([[], [], [], [], []]);
    expect(reads).toBe(onePass);
    // Once answered, the next probe reads the store again.
    await platform.registry.liveVersionProblems();
    expect(reads).toBe(2 * onePass);
  } finally {
    await platform.close();
  }
});

it('answers a readiness probe after a promotion about the version now live, not from a check begun before it', async () => {
  const local = createLocalArtifactStore(path.join(config.dataDir, 'remotes'));
  let answer = () => {};
  /** While set, every read of the first version's files waits for it. */
  let stall: Promise<void> | null = null;
  let stalledVersion = '';
  const store: ArtifactStore = {
    ...local,
    async get(remote, version, file) {
      if (version === stalledVersion) await stall;
      return local.get(remote, version, file);
    },
  };
  const platform = await openPlatform({ config, store });
  try {
    const first = await platform.registry.publish('mf-locations', fakeRemoteBuild('mf-locations'), 'test');
    await platform.registry.promote('mf-locations', first.version, 'test');
    const second = await platform.registry.publish(
      'mf-locations',
      fakeRemoteBuild('mf-locations', { marker: 'second' }),
      'test',
    );
    stalledVersion = first.version;
    stall = new Promise<void>((resolve) => (answer = resolve));
    const before = platform.registry.liveVersionProblems();

    await platform.registry.promote('mf-locations', second.version, 'test');
    await rm(path.join(config.dataDir, 'remotes', 'mf-locations', second.version, 'remoteEntry.js'));
    const after = platform.registry.liveVersionProblems();
    let timer: NodeJS.Timeout | undefined;
    const stillWaiting = new Promise(
      (resolve) => (timer = setTimeout(resolve, 2000, 'joined the older check')),
    );
    const answered = await Promise.race([after, stillWaiting]);
    clearTimeout(timer);
    expect(answered).toEqual([
      `mf-locations ${second.version} is live but the artifact store lacks its remoteEntry.js: publish that build again or roll back`,
    ]);
    answer();
    expect(await before).toEqual([]);
  } finally {
    answer();
    await platform.close();
  }
});
