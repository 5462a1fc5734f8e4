import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDb } from '../../db/pglite-db';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { main } from '../main';

jest.setTimeout(120_000);

let t: TestApp;
/** The platform under test, listening. */
let url: string;
/** A port nothing listens on. */
let closedPort: number;
/** Something on HTTP that is not the platform (answers 200 {"status":"ok"} to everything). */
let impostor: Server;
let impostorUrl: string;
let tmp: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  closedPort = await freePort();
  impostor = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
  );
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
  tmp = await mkdtemp(path.join(os.tmpdir(), 'cli-connect-'));
});
afterAll(async () => {
  await new Promise((resolve) => impostor?.close(resolve));
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

let dirs = 0;
/** A fresh DATA_DIR of the CLI's machine (it has no database of its own). */
async function cliDataDir(): Promise<string> {
  const dir = path.join(tmp, `cli-${++dirs}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function cli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (text) => out.push(text), {
    env: { OPS_ACTOR: 'tester', ...env },
    note: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('which platform the CLI acts on', () => {
  it('acts through the platform PLATFORM_URL names, and says so with the database it works on', async () => {
    const dataDir = await cliDataDir();
    const run = await cli(['sites', 'list'], { PLATFORM_URL: url, OPS_TOKEN: TEST_TOKEN, DATA_DIR: dataDir });
    expect(run.code).toBe(0);
    expect(run.out).toContain('tasman-subaru');
    expect(run.err).toBe(
      `Acting on the platform at ${url} (its database: embedded PGlite in ${path.join(t.config.dataDir, 'pglite')})`,
    );
  });

  it('stops, naming the URL, when PLATFORM_URL does not answer (https typo): no database is opened', async () => {
    const dataDir = await cliDataDir();
    const typo = url.replace('http:', 'https:');
    const before = (await t.app.platform.registry.list()).find((r) => r.remote === 'mf-finance')!.current;
    const run = await cli(['remotes', 'promote', 'mf-finance', 'x'], {
      PLATFORM_URL: typo,
      OPS_TOKEN: TEST_TOKEN,
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      new RegExp(
        `^Refused: No platform answers at ${typo} \\(PLATFORM_URL\\): .+\\. Nothing was changed\\.$`,
      ),
    );
    expect(run.out).toBe('');
    expect(await exists(path.join(dataDir, 'pglite'))).toBe(false);
    expect((await t.app.platform.registry.list()).find((r) => r.remote === 'mf-finance')!.current).toBe(
      before,
    );
  });

  it('does not replace a wrong PLATFORM_URL by the server DATA_DIR/server.json names', async () => {
    const dataDir = await cliDataDir();
    await writeFile(path.join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, url }));
    const wrong = `http://127.0.0.1:${closedPort}`;
    const run = await cli(['remotes', 'list'], {
      PLATFORM_URL: wrong,
      OPS_TOKEN: TEST_TOKEN,
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain(`Refused: No platform answers at ${wrong} (PLATFORM_URL): ECONNREFUSED`);
    expect(run.out).toBe('');
  });

  it('stops when the address answers as something other than the platform, or refuses the token', async () => {
    const dataDir = await cliDataDir();
    const other = await cli(['sites', 'list'], {
      PLATFORM_URL: impostorUrl,
      OPS_TOKEN: TEST_TOKEN,
      DATA_DIR: dataDir,
    });
    expect(other.code).toBe(1);
    expect(other.err).toBe(
      `Refused: ${impostorUrl} (PLATFORM_URL) answers, but not as a Dealerline platform (HTTP 200 for ` +
        '/api/ops/platform). Nothing was changed.',
    );
    const token = await cli(['sites', 'list'], {
      PLATFORM_URL: url,
      OPS_TOKEN: 'not-the-token',
      DATA_DIR: dataDir,
    });
    expect(token.code).toBe(1);
    expect(token.err).toBe(
      `Refused: The platform at ${url} (PLATFORM_URL) refuses the ops token: set OPS_TOKEN to its token or to ` +
        'a live named ops token of it. ' +
        'Nothing was changed.',
    );
    expect(await exists(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('without PLATFORM_URL: the server of DATA_DIR/server.json, else http://127.0.0.1:$PORT, else a refusal', async () => {
    const recorded = await cliDataDir();
    await writeFile(path.join(recorded, 'server.json'), JSON.stringify({ pid: process.pid, url }));
    const viaRecord = await cli(['sites', 'list'], {
      OPS_TOKEN: TEST_TOKEN,
      DATA_DIR: recorded,
      PORT: String(closedPort),
    });
    expect(viaRecord.code).toBe(0);
    expect(viaRecord.err).toContain(`Acting on the platform at ${url} `);

    const none = await cliDataDir();
    const run = await cli(['seed', '--cars', '5'], {
      OPS_TOKEN: TEST_TOKEN,
      DATA_DIR: none,
      PORT: String(closedPort),
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      `Refused: No platform answers at http://127.0.0.1:${closedPort} (PLATFORM_URL is not set`,
    );
    expect(run.err).toContain(
      `pass --local to act on the database itself (embedded PGlite in ${path.join(none, 'pglite')})`,
    );
    expect(await exists(path.join(none, 'pglite'))).toBe(false);
  });

  it('with DATABASE_URL set and no platform answering, refuses rather than open PostgreSQL', async () => {
    const run = await cli(['seed'], {
      OPS_TOKEN: TEST_TOKEN,
      DATA_DIR: await cliDataDir(),
      PORT: String(closedPort),
      DATABASE_URL: 'postgres://ops:s3cret@127.0.0.1:1/dealerline',
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      'or pass --local to act on the database itself (PostgreSQL at 127.0.0.1:1/dealerline)',
    );
    expect(run.err).not.toContain('s3cret');
  });
});

describe('--local: the database itself, only when asked', () => {
  it('is a usage error with PLATFORM_URL, and refused for a DATA_DIR without a database', async () => {
    const dataDir = await cliDataDir();
    const both = await cli(['sites', 'list', '--local'], { PLATFORM_URL: url, DATA_DIR: dataDir });
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/^--local acts on the database itself, but PLATFORM_URL names a platform/);
    const empty = await cli(['--local', 'sites', 'list'], { DATA_DIR: dataDir });
    expect(empty.code).toBe(1);
    expect(empty.err).toBe(
      `Refused: No embedded PGlite in ${path.join(dataDir, 'pglite')} (DATA_DIR is ${dataDir}): check ` +
        'DATA_DIR, or start the platform once (npm start) to create it. Nothing was changed.',
    );
    expect(await exists(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('is refused while the server of DATA_DIR/server.json holds the embedded database', async () => {
    const dataDir = await cliDataDir();
    await writeFile(path.join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, url }));
    const run = await cli(['sites', 'list', '--local'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      `Refused: The platform server (pid ${process.pid}, ${url}) holds the embedded PGlite`,
    );
  });

  it('acts on the embedded database of DATA_DIR and says so', async () => {
    const dataDir = await cliDataDir();
    const db = await openPgliteDb(path.join(dataDir, 'pglite'));
    await db.close();
    const issued = await cli(['dealer-token', 'tasman-subaru', '--local'], { DATA_DIR: dataDir });
    expect(issued.code).toBe(0);
    expect(issued.out).toMatch(/^dlr_[A-Za-z0-9_-]{43}$/);
    expect(issued.err).toContain(
      `Acting on the database directly (--local, no platform server): embedded PGlite in ${path.join(dataDir, 'pglite')}`,
    );
    const listed = await cli(['dealer-tokens', 'list', 'tasman-subaru', '--local'], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^1\s+live\s+/m);
  });
});
