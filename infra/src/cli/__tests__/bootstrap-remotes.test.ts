import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readEnvConfig } from '../../config';
import { openPgliteDb } from '../../db/pglite-db';
import { openPlatform, type OpenedPlatform } from '../../open-platform';
import { fakeRemoteBuild, writeFakeShell, writeFiles } from '../../test-support/fake-builds';
import { bootstrapRemotes } from '../bootstrap-remotes';

jest.setTimeout(60_000);

let root: string;
let platform: OpenedPlatform;
const messages: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => messages.push(JSON.parse(line).msg) });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-bootstrap-'));
  const config = {
    ...readEnvConfig({ DATA_DIR: path.join(root, 'data'), SHELL_DIST: path.join(root, 'shell') }),
    opsToken: 'x',
  };
  await writeFakeShell(config.shellDist);
  platform = await openPlatform({ config, db: await openPgliteDb(), seed: false });
});
afterAll(async () => {
  await platform?.db.close();
  await rm(root, { recursive: true, force: true });
});

const dist = (remote: string) => path.join(root, remote, 'dist');

it('publishes and promotes the first build of each remote, as bootstrap', async () => {
  await writeFiles(dist('mf-search'), fakeRemoteBuild('mf-search', { marker: 'one' }));
  await bootstrapRemotes(platform.registry, logger, root);
  const [search] = await platform.registry.list();
  expect(search?.current).toBe(search?.versions[0]?.version);
  expect(search?.history.map((e) => [e.action, e.actor])).toEqual([['promote', 'bootstrap']]);
  expect(messages.some((m) => m.startsWith('mf-vehicle has no build'))).toBe(true);
});

it('publishes a new local build without promoting it, and says how to', async () => {
  const live = (await platform.registry.current()).get('mf-search');
  await rm(dist('mf-search'), { recursive: true });
  await writeFiles(dist('mf-search'), fakeRemoteBuild('mf-search', { marker: 'two' }));
  messages.length = 0;
  await bootstrapRemotes(platform.registry, logger, root);
  const [search] = await platform.registry.list();
  expect(search?.versions).toHaveLength(2);
  expect(search?.current).toBe(live);
  const fresh = search!.versions.find((v) => v.version !== live)!.version;
  expect(messages).toContain(
    `mf-search ${fresh} is published but not live (live: ${live}). Promote it with: npm run platform -- remotes promote mf-search ${fresh}`,
  );
  messages.length = 0;
  await bootstrapRemotes(platform.registry, logger, root);
  expect(messages).toEqual([
    expect.stringContaining(`local build of mf-search is ${fresh}; live is ${live}`),
    expect.stringContaining('mf-vehicle has no build'),
    expect.stringContaining('mf-finance has no build'),
    expect.stringContaining('mf-leads has no build'),
    expect.stringContaining('mf-locations has no build'),
  ]);
});

it('logs a refused promotion and carries on', async () => {
  await writeFiles(dist('mf-finance'), fakeRemoteBuild('mf-finance', { reactRange: '^18.0.0' }));
  messages.length = 0;
  await bootstrapRemotes(platform.registry, logger, root);
  expect(
    messages.some((m) => /mf-finance: Cannot promote mf-finance .*requires react \^18\.0\.0/.test(m)),
  ).toBe(true);
  expect((await platform.registry.current()).get('mf-finance')).toBeNull();
});
