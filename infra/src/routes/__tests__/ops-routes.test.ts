import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeFiles } from '../../ops/decode-files';
import { readBuildDir } from '../../registry/read-build-dir';
import { fakeRemoteBuild, writeFiles, type FakeRemoteOptions } from '../../test-support/fake-builds';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

let t: TestApp;
let buildRoot: string;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeAll(async () => {
  t = await createTestApp();
  buildRoot = await mkdtemp(path.join(os.tmpdir(), 'dealerline-builds-'));
});
afterAll(async () => {
  await t?.close();
  await rm(buildRoot, { recursive: true, force: true });
});

/** Writes a fake build folder (as rspack would) and reads it back the way the CLI does. */
async function build(name: string, options: FakeRemoteOptions = {}): Promise<Record<string, string>> {
  const dir = path.join(buildRoot, name);
  await writeFiles(dir, fakeRemoteBuild('mf-search', options));
  return encodeFiles(await readBuildDir(dir));
}

const publish = (files: unknown, headers: Record<string, string> = auth, remote = 'mf-search') =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/remotes/${remote}/publish`,
    headers,
    payload: { files } as object,
  });
const promote = (version: unknown, actor = 'alice') =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/remotes/mf-search/promote',
    headers: { ...auth, 'x-ops-actor': actor },
    payload: { version } as object,
  });
const rollback = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/remotes/mf-search/rollback',
    headers: { ...auth, 'x-ops-actor': 'bob' },
  });
const retire = (version: unknown, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/remotes/mf-search/retire',
    headers: { ...auth, 'x-ops-actor': 'carol' },
    payload: (reason === undefined ? { version } : { version, reason }) as object,
  });
const liveSearchVersion = async () =>
  (await t.app.inject({ url: '/api/registry?site=harbour-nissan' }))
    .json()
    .remotes.find((r: { remote: string }) => r.remote === 'mf-search')?.version;

describe('ops API authentication', () => {
  it.each([
    ['GET', '/api/ops/remotes'],
    ['GET', '/api/ops/sites'],
    ['POST', '/api/ops/remotes/mf-search/publish'],
    ['POST', '/api/ops/remotes/mf-search/promote'],
    ['POST', '/api/ops/remotes/mf-search/rollback'],
    ['POST', '/api/ops/remotes/mf-search/retire'],
    ['POST', '/api/ops/seed'],
    ['POST', '/api/ops/sites/harbour-nissan/import'],
  ])('refuses %s %s without the token or with a wrong one', async (method, url) => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TEST_TOKEN },
      { authorization: `Basic ${TEST_TOKEN}` },
    ]) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/Bearer/);
    }
  });

  it('lists the sites with the token', async () => {
    const res = await t.app.inject({ url: '/api/ops/sites', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().sites.map((s: { slug: string }) => s.slug)).toContain('outback-caravans');
    expect(res.json().sites.every((s: { cars: number }) => s.cars === 0)).toBe(true);
    const outback = res.json().sites.find((s: { slug: string }) => s.slug === 'outback-caravans');
    expect(outback.dealerships).toEqual(['outback-caravans']);
  });
});

describe('publish, promote, roll back', () => {
  let v1: string;
  let v2: string;

  it('publishes a build and gives the same build the same version', async () => {
    const first = await publish(await build('v1', { marker: 'one' }));
    expect(first.statusCode).toBe(201);
    v1 = first.json().version;
    expect(v1).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    const again = await publish(await build('v1-again', { marker: 'one' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ remote: 'mf-search', version: v1, created: false });
    const second = await publish(await build('v2', { marker: 'two' }));
    v2 = second.json().version;
    expect(v2).not.toBe(v1);
  });

  it('promotes, and the registry serves the promoted version', async () => {
    const res = await promote(v1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-search', version: v1, previous: null });
    expect(await liveSearchVersion()).toBe(v1);
    expect((await promote(v2)).json()).toEqual({ remote: 'mf-search', version: v2, previous: v1 });
    expect(await liveSearchVersion()).toBe(v2);
  });

  it('rolls back to the version promoted before, keeping every version served', async () => {
    const res = await rollback();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-search', version: v1, previous: v2 });
    expect(await liveSearchVersion()).toBe(v1);
    for (const version of [v1, v2]) {
      expect((await t.app.inject({ url: `/remotes/mf-search/${version}/remoteEntry.js` })).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses a rollback with nothing earlier, clearly', async () => {
    const res = await rollback();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot roll back mf-search: ${v1} is the first promoted version, nothing earlier to return to`,
    );
  });

  it('refuses to promote an incompatible build and leaves the live version alone', async () => {
    const published = await publish(await build('react17', { reactRange: '^17.0.0', marker: 'old' }));
    const version = published.json().version;
    const res = await promote(version);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot promote mf-search ${version}: it requires react ^17.0.0 but the shell provides react 19.2.0`,
    );
    expect(await liveSearchVersion()).toBe(v1);
  });

  it('lists each remote with its versions and history (who, when, which version)', async () => {
    const res = await t.app.inject({ url: '/api/ops/remotes', headers: auth });
    const search = res.json().remotes.find((r: { remote: string }) => r.remote === 'mf-search');
    expect(search.current).toBe(v1);
    expect(search.versions).toHaveLength(3);
    expect(search.versions[0]).toMatchObject({
      version: v1,
      package_version: '1.0.0',
      files: 3,
      published_by: 'ops-api',
    });
    expect(
      search.history.map((e: { action: string; version: string; actor: string }) => [
        e.action,
        e.version,
        e.actor,
      ]),
    ).toEqual([
      ['promote', v1, 'alice'],
      ['promote', v2, 'alice'],
      ['rollback', v1, 'bob'],
    ]);
    expect(new Date(search.history[0].at).getTime()).not.toBeNaN();
    expect(res.json().remotes.find((r: { remote: string }) => r.remote === 'mf-leads')).toMatchObject({
      current: null,
      versions: [],
    });
  });

  it('refuses a build without a file its manifest names, and a version whose stored files were lost', async () => {
    const chunk = 'static/js/search-page.0123abcd.js';
    const { [chunk]: _chunk, ...withoutChunk } = await build('no-chunk', { marker: 'no-chunk' });
    const partial = await publish(withoutChunk);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(`The build lacks files its mf-manifest.json names: ${chunk}`);

    const files = await build('lost', { marker: 'lost' });
    const version = (await publish(files)).json().version;
    await rm(path.join(t.config.dataDir, 'remotes', 'mf-search', version, chunk));
    const refused = await promote(version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Cannot promote mf-search ${version}: the artifact store has lost files it needs: ${chunk}; publish the build again`,
    );
    expect(await liveSearchVersion()).toBe(v1);
    // Publishing the same build again puts the lost file back; then it can go live.
    const repaired = await publish(files);
    expect(repaired.json()).toEqual({ remote: 'mf-search', version, created: true });
    expect((await promote(version)).statusCode).toBe(200);
    expect(await liveSearchVersion()).toBe(version);
    expect((await rollback()).json().version).toBe(v1);
  });
});

describe('retire', () => {
  it('keeps a bad version from going live again: promote refuses it and rollback passes over it', async () => {
    const [a, bad, c] = await Promise.all(
      ['retire-a', 'retire-bad', 'retire-c'].map(
        async (name) => (await publish(await build(name, { marker: name }))).json().version,
      ),
    );
    for (const version of [a, bad, c]) expect((await promote(version)).statusCode).toBe(200);

    const live = await retire(c);
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe(
      `Cannot retire mf-search ${c}: it is live; roll back or promote another version first`,
    );

    const res = await retire(bad, 'checkout button dead on iOS');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-search', version: bad, retired: true });
    expect((await retire(bad)).json().retired).toBe(false);

    const refused = await promote(bad);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^Cannot promote mf-search ${bad}: it was retired by carol at .+ \\(checkout button dead on iOS\\)$`,
      ),
    );
    expect(await liveSearchVersion()).toBe(c);

    expect((await rollback()).json()).toEqual({ remote: 'mf-search', version: a, previous: c });
    expect(await liveSearchVersion()).toBe(a);
    // Its files stay served (pages already open keep loading them) and its record tells who retired it and why.
    expect((await t.app.inject({ url: `/remotes/mf-search/${bad}/remoteEntry.js` })).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/ops/remotes', headers: auth });
    const record = list
      .json()
      .remotes.find((r: { remote: string }) => r.remote === 'mf-search')
      .versions.find((v: { version: string }) => v.version === bad);
    expect(record).toMatchObject({ retired_by: 'carol', retired_reason: 'checkout button dead on iOS' });
    expect(new Date(record.retired_at).getTime()).not.toBeNaN();
  });

  it('404 for an unknown version, 400 for a body without one', async () => {
    expect((await retire('1.0.0-0000000000')).statusCode).toBe(404);
    expect((await retire(undefined)).statusCode).toBe(400);
    expect((await retire('x', '')).statusCode).toBe(400);
  });
});

describe('client mistakes get 4xx, never 500', () => {
  const manifestOf = (files: Record<string, string>) =>
    JSON.parse(Buffer.from(files['mf-manifest.json']!, 'base64').toString());
  const withManifest = (files: Record<string, string>, manifest: unknown) => ({
    ...files,
    'mf-manifest.json': Buffer.from(JSON.stringify(manifest)).toString('base64'),
  });

  it('404 for an unknown remote or version', async () => {
    expect((await publish(await build('x'), auth, 'mf-nope')).statusCode).toBe(404);
    expect((await promote('1.0.0-0000000000')).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/remotes/mf-nope/rollback',
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Unknown remote "mf-nope"/);
  });

  it('400 for a bad build or body', async () => {
    const files = await build('bad');
    const { 'remoteEntry.js': _entry, ...withoutEntry } = files;
    const { 'mf-manifest.json': _manifest, ...withoutManifest } = files;
    const cases: [unknown, RegExp][] = [
      [
        withManifest(files, { ...manifestOf(files), name: 'mf_vehicle' }),
        /is for "mf_vehicle", not mf-search/,
      ],
      [withoutEntry, /no remote entry remoteEntry.js/],
      [withoutManifest, /no mf-manifest.json/],
      [{ ...files, '../evil.js': 'AAAA' }, /Unsafe file path/],
      [{ ...files, 'a.js': 'not base64!' }, /not base64/],
      [{ ...files, 'mf-manifest.json': Buffer.from('{').toString('base64') }, /not valid JSON/],
      ['not an object', /files/],
      [{}, /files/],
    ];
    for (const [body, message] of cases) {
      const res = await publish(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/ops/remotes/mf-search/promote',
      headers: auth,
      payload: { version: 'x', force: true },
    });
    expect(extra.statusCode).toBe(400);
    expect((await promote(42)).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/ops/remotes/mf-search/promote',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"version":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
