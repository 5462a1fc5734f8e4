import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../cli/main';
import { openPgliteDb } from '../../db/pglite-db';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let url: string;
/** The operator's laptop: a DATA_DIR of its own, not the server's. */
let laptop: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  laptop = await mkdtemp(path.join(os.tmpdir(), 'ops-token-laptop-'));
});
afterAll(async () => {
  await t?.close();
  await rm(laptop, { recursive: true, force: true });
});

async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (text) => out.push(text), {
    env: { PLATFORM_URL: url, OPS_TOKEN: TEST_TOKEN, DATA_DIR: laptop, OPS_ACTOR: 'olivia', ...env },
    note: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('ops-tokens create, list and revoke, through the platform', () => {
  it('creates a token with the OPS_TOKEN, which the CLI then acts with as its name', async () => {
    const created = await cli(['ops-tokens', 'create', 'ci-deploy']);
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^dlops_[A-Za-z0-9_-]{43}$/);
    expect(created.err).toContain(
      'Ops token "ci-deploy" (full), created by olivia: it is shown this once, above. Its holder sets it as ' +
        'OPS_TOKEN; what they do is recorded as done by ci-deploy. ' +
        'Revoke it with: npm run platform -- ops-tokens revoke ci-deploy',
    );
    expect(await readdir(laptop)).toEqual([]);

    const ci = { OPS_TOKEN: created.out };
    const issued = await cli(['dealer-token', 'tasman-subaru', '--actor', 'mallory'], ci);
    expect(issued.code).toBe(0);
    expect(issued.err).toContain(
      `Acting on the platform at ${url} (its database: embedded PGlite in ${t.config.dataDir}/pglite) as ` +
        'ci-deploy (a named ops token: --actor and OPS_ACTOR are not used)',
    );
    expect(issued.err).toMatch(/Dealer token \d+ for tasman-subaru, issued by ci-deploy/);

    const listed = await cli(['ops-tokens', 'list'], ci);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /^NAME\s+ACCESS\s+STATE\s+CREATED\s+BY\s+LAST USED\s+REVOKED\n[- ]+\nci-deploy\s+full\s+live\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\s+olivia\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    );
    expect(listed.out).not.toContain(created.out);
  });

  it('refuses to create a token with a named one (exit 1), and a name out of its character set (exit 2)', async () => {
    const named = (await cli(['ops-tokens', 'create', 'pat'])).out;
    const refused = await cli(['ops-tokens', 'create', 'pat-2'], { OPS_TOKEN: named });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'Refused: Only the OPS_TOKEN (the break-glass token) creates named ops tokens',
    );
    const twice = await cli(['ops-tokens', 'create', 'pat']);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('Refused: "pat" already has a live ops token: revoke it first');
    const bad = await cli(['ops-tokens', 'create', 'Pat Smith']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^Not an ops token name: "Pat Smith" \(lower-case letters, digits/m);
    expect((await cli(['ops-tokens', 'list', 'extra'])).code).toBe(2);
    expect((await cli(['ops-tokens', 'create'])).err).toMatch(/^Missing <name>$/m);
  });

  it('revokes one token: the CLI with it is refused from the next command, the others go on', async () => {
    const quinn = (await cli(['ops-tokens', 'create', 'quinn'])).out;
    const rita = (await cli(['ops-tokens', 'create', 'rita'])).out;
    const revoked = await cli(['ops-tokens', 'revoke', 'quinn'], { OPS_TOKEN: rita });
    expect(revoked.code).toBe(0);
    expect(revoked.out).toBe(
      'Revoked the ops token "quinn" (by rita): the ops API refuses it from the next request; the other ' +
        'tokens are untouched.',
    );
    const cutOff = await cli(['sites', 'list'], { OPS_TOKEN: quinn });
    expect(cutOff.code).toBe(1);
    expect(cutOff.err).toContain('refuses the ops token');
    expect((await cli(['sites', 'list'], { OPS_TOKEN: rita })).code).toBe(0);
    expect((await cli(['sites', 'list'])).code).toBe(0);

    const again = await cli(['ops-tokens', 'revoke', 'quinn']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(
      /^"quinn" has no live ops token \(the last was revoked .* UTC by rita\); nothing changed\.$/,
    );
    const unknown = await cli(['ops-tokens', 'revoke', 'nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Refused: No ops token "nobody" (ops-tokens list shows them)');
  });
});

describe('a read-only ops token through the CLI', () => {
  it('is created with --read-only, listed as such, reads, and is refused what changes anything (exit 1)', async () => {
    const created = await cli(['ops-tokens', 'create', '--read-only', 'grafana']);
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^dlops_[A-Za-z0-9_-]{43}$/);
    expect(created.err).toContain(
      'Ops token "grafana" (read-only), created by olivia: it is shown this once, above. Its holder sets it ' +
        'as OPS_TOKEN; what they do is recorded as done by grafana. It may only read: the ops API refuses ' +
        'it (403) what changes anything or reveals a secret. Revoke it with: ',
    );
    const grafana = { OPS_TOKEN: created.out };

    const listed = await cli(['ops-tokens', 'list'], grafana);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^grafana\s+read-only\s+live\s+/m);
    expect(listed.err).toContain(
      'as grafana (a read-only named ops token: --actor and OPS_ACTOR are not used)',
    );
    expect((await cli(['leads', 'status'], grafana)).code).toBe(0);
    const search = await cli(['search', 'credentials'], grafana);
    expect(search.code).toBe(0);
    expect(search.out).toMatch(/^API keys\s+not shown to a read-only ops token/m);
    expect(search.out).not.toContain(t.app.searchService.credentials.adminKey);

    const rollback = await cli(['remotes', 'rollback', 'mf-search'], grafana);
    expect(rollback.code).toBe(1);
    expect(rollback.err).toContain(
      'Refused: The ops token "grafana" is read-only: POST /api/ops/remotes/:remote/rollback rolls a ' +
        'remote back (a change). Use a full ops token or the OPS_TOKEN.',
    );
    const revoke = await cli(['ops-tokens', 'revoke', 'grafana'], grafana);
    expect(revoke.code).toBe(1);
    expect(revoke.err).toContain(
      'Refused: The ops token "grafana" is read-only: DELETE /api/ops/ops-tokens/:name',
    );
    expect((await cli(['ops-tokens', 'list'])).out).toMatch(/^grafana\s+read-only\s+live\s+/m);
  });

  it('refuses --read-only with a value, and on any other command (exit 2)', async () => {
    const valued = await cli(['ops-tokens', 'create', 'vic', '--read-only=yes']);
    expect(valued.code).toBe(2);
    expect(valued.err).toMatch(/^--read-only takes no value$/m);
    const elsewhere = await cli(['ops-tokens', 'list', '--read-only']);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.err).toMatch(/^ops-tokens list does not take --read-only/m);
  });
});

describe('ops-tokens --local', () => {
  it('creates, lists and revokes on the database itself, by the declared actor', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-token-local-'));
    try {
      await (await openPgliteDb(path.join(dataDir, 'pglite'))).close();
      const local = (...argv: string[]) =>
        cli([...argv, '--local'], { PLATFORM_URL: '', DATA_DIR: dataDir, OPS_TOKEN: '' });
      const created = await local('ops-tokens', 'create', 'sam', '--actor', 'root');
      expect(created.code).toBe(0);
      expect(created.out).toMatch(/^dlops_/);
      expect(created.err).toContain('Acting on the database directly (--local, no platform server)');
      expect(created.err).toContain('created by root');
      expect((await local('ops-tokens', 'list')).out).toMatch(/^sam\s+full\s+live\s+.*UTC\s+root\s+never$/m);
      expect((await local('ops-tokens', 'create', 'uma', '--read-only')).err).toContain(
        'Ops token "uma" (read-only), created by olivia',
      );
      expect((await local('ops-tokens', 'list')).out).toMatch(/^uma\s+read-only\s+live\s+/m);
      expect((await local('ops-tokens', 'revoke', 'sam')).out).toContain(
        'Revoked the ops token "sam" (by olivia)',
      );
      expect((await local('ops-tokens', 'create', 'sam')).code).toBe(0);
      expect((await local('ops-tokens', 'revoke', 'tom')).err).toContain('Refused: No ops token "tom"');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
