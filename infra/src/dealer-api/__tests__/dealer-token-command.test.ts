import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../cli/main';
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
  laptop = await mkdtemp(path.join(os.tmpdir(), 'dealer-token-laptop-'));
});
afterAll(async () => {
  await t?.close();
  await rm(laptop, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (text) => out.push(text), {
    env: { PLATFORM_URL: url, OPS_TOKEN: TEST_TOKEN, DATA_DIR: laptop, OPS_ACTOR: 'olivia' },
    note: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const leads = (token: string) =>
  fetch(`${url}/api/dealer/leads`, { headers: { authorization: `Bearer ${token}` } });

describe('dealer-token, dealer-tokens list and revoke, from another machine than the server', () => {
  it('issues a token the server takes, lists it without the token, and revokes it', async () => {
    const issued = await cli('dealer-token', 'tasman-subaru', '--label', 'Tasman DMS');
    expect(issued.code).toBe(0);
    expect(issued.out).toMatch(/^dlr_[A-Za-z0-9_-]{43}$/);
    const token = issued.out;
    expect(issued.err).toContain(`Acting on the platform at ${url} `);
    expect(issued.err).toMatch(
      /Dealer token (\d+) for tasman-subaru \(Tasman DMS\), issued by olivia: it is shown this once/,
    );
    const id = /Dealer token (\d+)/.exec(issued.err)![1]!;
    expect((await leads(token)).status).toBe(200);
    // Nothing of it on the operator's machine.
    expect(await readdir(laptop)).toEqual([]);

    // Used once by the server (the request above): its last use shows.
    const TIME = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d';
    const listed = await cli('dealer-tokens', 'list', 'tasman-subaru');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`^${id}\\s+Tasman DMS\\s+live\\s+${TIME} UTC\\s+olivia\\s+${TIME} UTC$`, 'm'),
    );
    expect(listed.out + listed.err).not.toContain(token.slice(4));

    const revoked = await cli('dealer-tokens', 'revoke', 'tasman-subaru', id);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toBe(
      `Revoked dealer token ${id} of tasman-subaru (by olivia): the dealer API refuses it from the next request.`,
    );
    expect((await leads(token)).status).toBe(401);
    const again = await cli('dealer-tokens', 'revoke', 'tasman-subaru', id);
    expect(again.out).toMatch(
      new RegExp(
        `^Dealer token ${id} of tasman-subaru was already revoked \\(.+ by olivia\\); nothing changed\\.$`,
      ),
    );
    expect((await cli('dealer-tokens', 'list', 'tasman-subaru')).out).toMatch(
      new RegExp(`^${id}\\s+Tasman DMS\\s+revoked\\s+`, 'm'),
    );
  });

  it('refuses a dealership the platform does not have (exit 1) and a malformed slug or id (exit 2)', async () => {
    const unknown = await cli('dealer-token', 'tasman-subaroo');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toBe('');
    expect(unknown.err).toContain(
      'Refused: No dealership "tasman-subaroo" on this platform (sites list shows each site\'s dealerships)',
    );
    expect((await cli('dealer-tokens', 'list', 'tasman-subaroo')).code).toBe(1);
    expect((await cli('dealer-tokens', 'revoke', 'tasman-subaru', '999999')).err).toContain(
      'Refused: No dealer token 999999 of tasman-subaru',
    );
    expect((await cli('dealer-token', 'Not A Slug')).code).toBe(2);
    expect((await cli('dealer-tokens', 'revoke', 'tasman-subaru', 'abc')).code).toBe(2);
    expect((await cli('dealer-tokens', 'revoke', 'tasman-subaru')).code).toBe(2);
    expect((await cli('dealer-tokens', 'list', 'tasman-subaru', '--label', 'x')).code).toBe(2);
  });
});
