import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../cli/main';
import { openPgliteDb } from '../../db/pglite-db';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { graceSeconds } from '../webhook-secret-command';

jest.setTimeout(120_000);

let t: TestApp;
let url: string;
/** The operator's machine: a DATA_DIR of its own (and the database of the --local run). */
let laptop: string;
const SECRET = /^dlwhsec_[A-Za-z0-9_-]{43}$/;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  laptop = await mkdtemp(path.join(os.tmpdir(), 'webhook-secret-laptop-'));
});
afterAll(async () => {
  await t?.close();
  await rm(laptop, { recursive: true, force: true });
});

async function cli(argv: string[], env: Record<string, string> = { PLATFORM_URL: url }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (text) => out.push(text), {
    env: { OPS_TOKEN: TEST_TOKEN, DATA_DIR: laptop, OPS_ACTOR: 'olivia', ...env },
    note: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('webhook-secret show and rotate', () => {
  it('shows the secret alone on stdout, the same each time, and rotates it with a grace', async () => {
    const shown = await cli(['webhook-secret', 'show', 'tasman-subaru']);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(SECRET);
    expect(shown.err).toMatch(
      /Lead webhook signing secret of tasman-subaru \(made .+; no other secret signs\)/,
    );
    expect(shown.err).toContain('docs/lead-webhooks.md');
    expect((await cli(['webhook-secret', 'show', 'tasman-subaru'])).out).toBe(shown.out);

    const rotated = await cli(['webhook-secret', 'rotate', 'tasman-subaru', '--grace', '6h']);
    expect(rotated.code).toBe(0);
    expect(rotated.out).toMatch(SECRET);
    expect(rotated.out).not.toBe(shown.out);
    expect(rotated.err).toMatch(
      /New lead webhook signing secret of tasman-subaru \(by olivia\): .*the secret it replaced also signs every POST until/,
    );
    const [row] = await t.app.platform.db.query<{ previous_secret: string; hours: number }>(
      `SELECT previous_secret, (extract(epoch FROM previous_expires_at - rotated_at) / 3600)::int AS hours
       FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id WHERE d.slug = $1`,
      ['tasman-subaru'],
    );
    expect(row).toEqual({ previous_secret: shown.out, hours: 6 });
  });

  it('refuses a second rotation during the first one’s grace (exit 1, nothing changed), unless --cut-grace', async () => {
    const [before] = await t.app.platform.db.query<{ secret: string; until: string }>(
      `SELECT w.secret, to_char(w.previous_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS until
       FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id WHERE d.slug = $1`,
      ['tasman-subaru'],
    );
    const refused = await cli(['webhook-secret', 'rotate', 'tasman-subaru', '--grace', '2d']);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(
      new RegExp(
        `Not rotated: the secret of tasman-subaru that the rotation of .+ UTC \\(by olivia\\) replaced ` +
          `still signs every POST until ${before!.until} UTC, .+--cut-grace`,
      ),
    );
    expect((await cli(['webhook-secret', 'show', 'tasman-subaru'])).out).toBe(before!.secret);

    const cut = await cli(['webhook-secret', 'rotate', 'tasman-subaru', '--grace', '2d', '--cut-grace']);
    expect(cut.code).toBe(0);
    expect(cut.out).toMatch(SECRET);
    expect(cut.err).toContain(
      `no longer signs (--cut-grace): it would have signed until ${before!.until} UTC`,
    );
    expect(cut.err).toContain('the secret it replaced also signs every POST until');
  });

  it('refuses an unknown dealership (exit 1) and a grace it cannot read or over 7 days (exit 2)', async () => {
    const unknown = await cli(['webhook-secret', 'show', 'nowhere-motors']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No dealership "nowhere-motors" on this platform');
    for (const grace of ['8d', 'tomorrow', '-1h']) {
      const refused = await cli(['webhook-secret', 'rotate', 'tasman-subaru', '--grace', grace]);
      expect([grace, refused.code]).toEqual([grace, 2]);
    }
  });

  it('reads --grace as 0 or a time up to 7 days, 24 h when absent', () => {
    expect(graceSeconds(undefined)).toBe(86_400);
    expect(graceSeconds('0')).toBe(0);
    expect(graceSeconds('90m')).toBe(5_400);
    expect(graceSeconds('7d')).toBe(604_800);
    expect(() => graceSeconds('169h')).toThrow('--grace must be 0 or a time up to 7d');
  });

  it('works on the database directly with --local', async () => {
    await (await openPgliteDb(path.join(laptop, 'pglite'))).close();
    const local = (...argv: string[]) =>
      cli(['--local', ...argv], { PLATFORM_URL: '', DATABASE_URL: '', OPS_TOKEN: '' });
    const rotated = await local('webhook-secret', 'rotate', 'harbour-nissan', '--grace', '0');
    expect(rotated.code).toBe(0);
    expect(rotated.err).toContain('Acting on the database directly (--local, no platform server)');
    expect(rotated.out).toMatch(SECRET);
    expect(rotated.err).toContain('(by olivia)');
    expect(rotated.err).toContain('no other secret signs');
    expect((await local('webhook-secret', 'show', 'harbour-nissan')).out).toBe(rotated.out);
  });
});
