import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BootPayload } from '../../../../../shared/src/platform/boot';
import { testDealer, testSite } from '../../../../../shared/testing';
import { RenderOverTimeLimit } from '../../render-limit';
import { createRenderPool, renderThreadEnv, type RenderPool, type RenderPoolOptions } from '../render-pool';

jest.setTimeout(60_000);

/**
 * A shell server bundle whose page is chosen by the URL's path: what the render thread runs, as the built
 * shell's ssr/server.js would be (CommonJS, renderPage and PROVIDED_SINGLETONS).
 */
const FAKE_SHELL = `
exports.PROVIDED_SINGLETONS = {};
const answer = (html, api = { queries: {} }) => ({ html, styles: '', api, errors: [], leftToBrowser: [] });
const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); };
exports.renderPage = async function (input) {
  const page = new URL(input.url).pathname;
  if (page === '/data') {
    const res = await input.api.fetch(input.api.baseUrl + 'thing', { method: 'POST', body: 'ping' });
    const empty = await input.api.fetch(input.api.baseUrl + 'nothing');
    return answer(res.status + ' ' + (await res.text()) + ' / ' + empty.status + ' ' + JSON.stringify(await empty.text()));
  }
  if (page === '/gives-up') {
    try {
      await input.api.fetch(input.api.baseUrl + 'slow', { signal: AbortSignal.timeout(100) });
      return answer('waited');
    } catch (error) {
      return answer('gave up: ' + error.name);
    }
  }
  if (page === '/env') return answer('OPS_TOKEN=' + String(process.env.OPS_TOKEN) + ' NODE_ENV=' + process.env.NODE_ENV);
  if (page === '/remote') {
    const Part = input.modules.get('mf-search', 'teaser');
    return answer(Part ? Part() : 'no server module');
  }
  if (page === '/throws') throw new Error('the shell broke on ' + page);
  if (page === '/uncloneable') return answer('page', { queries: { x: () => 1 } });
  if (page === '/waits') return new Promise((_, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason)));
  if (page === '/busy') { for (let i = 0; i < 8; i++) { spin(30); await new Promise((r) => setImmediate(r)); } return answer('busy'); }
  if (page === '/spins') for (;;) {}
  if (page === '/exits') process.exit(3);
  return answer('page ' + page);
};
`;

const REMOTE_BUNDLE = `exports.modules = { teaser: { default: function Teaser() { return 'the remote rendered'; } } };`;

let root: string;
let pool: RenderPool | null = null;
let replaced: string[] = [];
let remoteFailures: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'render-pool-'));
  await mkdir(path.join(root, 'ssr'));
  await writeFile(path.join(root, 'ssr', 'server.js'), FAKE_SHELL);
});
beforeEach(() => {
  replaced = [];
  remoteFailures = [];
});
afterEach(async () => {
  await pool?.close();
  pool = null;
});
afterAll(async () => rm(root, { recursive: true, force: true }));

function startPool(overrides: Partial<RenderPoolOptions> = {}) {
  pool = createRenderPool({
    shellDist: root,
    threads: 1,
    limitMs: 5000,
    graceMs: 2000,
    readAsset: async (remote, version, file) => {
      if (version === '1.0.0-unreadable') throw new Error('the store timed out');
      return remote === 'mf-search' && version === '1.0.0-good' && file === 'ssr/server.js'
        ? Buffer.from(REMOTE_BUNDLE)
        : null;
    },
    onRemoteFailed: (remote, version, message) => remoteFailures.push(`${remote}@${version}: ${message}`),
    onThreadReplaced: (reason) => replaced.push(reason),
    ...overrides,
  });
  return pool;
}

const boot = (versions: string[] = []): BootPayload => ({
  site: testSite(),
  dealer: testDealer(),
  registry: {
    remotes: versions.map(
      (version) => ({ remote: 'mf-search', version }) as BootPayload['registry']['remotes'][number],
    ),
  },
});

const job = (page: string, versions?: string[]) => ({
  boot: boot(versions),
  url: `http://test-motors.localhost:8080${page}`,
  baseUrl: 'http://test-motors.localhost:8080/api/',
  dataBudgetMs: 400,
});

const noFetch: typeof fetch = async () => new Response('unused');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('render threads', () => {
  it("renders a page in a thread, its fetches answered by the main thread's fetch", async () => {
    const asked: string[] = [];
    const mainFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      asked.push(`${request.method} ${request.url} ${await request.text()}`);
      return request.url.endsWith('/nothing')
        ? new Response(null, { status: 204 })
        : new Response('pong', { status: 201 });
    };
    const page = await startPool().render(job('/data'), mainFetch);
    expect(page.html).toBe('201 pong / 204 ""');
    expect(asked).toEqual([
      'POST http://test-motors.localhost:8080/api/thing ping',
      'GET http://test-motors.localhost:8080/api/nothing ',
    ]);
  });

  it("aborts the main thread's fetch when the render gives up on it", async () => {
    let seen: AbortSignal | undefined;
    const slowFetch: typeof fetch = (_input, init) =>
      new Promise((resolve, reject) => {
        seen = init?.signal ?? undefined;
        const timer = setTimeout(() => resolve(new Response('too late')), 2000);
        seen?.addEventListener('abort', () => (clearTimeout(timer), reject(seen!.reason)));
      });
    const started = Date.now();
    expect((await startPool().render(job('/gives-up'), slowFetch)).html).toBe('gave up: TimeoutError');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(seen?.aborted).toBe(true);
  });

  it("runs the remotes' server code without the platform's secrets in its environment", async () => {
    const before = process.env.OPS_TOKEN;
    process.env.OPS_TOKEN = 'the-ops-secret';
    try {
      const page = await startPool().render(job('/env'), noFetch);
      expect(page.html).toBe(`OPS_TOKEN=undefined NODE_ENV=${process.env.NODE_ENV}`);
      expect(renderThreadEnv({ OPS_TOKEN: 'x', DATABASE_URL: 'y', NODE_ENV: 'production' })).toEqual({
        NODE_ENV: 'production',
      });
    } finally {
      if (before === undefined) delete process.env.OPS_TOKEN;
      else process.env.OPS_TOKEN = before;
    }
  });

  it("loads a remote's server bundle through the main thread, and says once, with the reason, when one cannot load", async () => {
    const renders = startPool();
    expect((await renders.render(job('/remote', ['1.0.0-good']), noFetch)).html).toBe('the remote rendered');
    for (const version of ['1.0.0-lost', '1.0.0-lost', '1.0.0-unreadable'])
      expect((await renders.render(job('/remote', [version]), noFetch)).html).toBe('no server module');
    expect(remoteFailures).toEqual([
      expect.stringMatching(/^mf-search@1\.0\.0-lost: .*is missing/),
      expect.stringMatching(/^mf-search@1\.0\.0-unreadable: .*the store timed out/),
    ]);
  });

  it('says once for the pool that a version cannot load, though each thread tries it', async () => {
    const renders = startPool({ threads: 2 });
    const pages = await Promise.all(
      [1, 2, 3, 4].map(() => renders.render(job('/remote', ['1.0.0-lost']), noFetch)),
    );
    expect(pages.map((page) => page.html)).toEqual(Array(4).fill('no server module'));
    expect(remoteFailures).toHaveLength(1);
  });

  it('passes on the error of a render that throws, and the thread goes on rendering', async () => {
    const renders = startPool();
    const failed = renders.render(job('/throws'), noFetch);
    await expect(failed).rejects.toThrow(/^the shell broke on \/throws$/);
    await expect(failed).rejects.toHaveProperty('stack', expect.stringContaining('server.js'));
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('fails a page that cannot cross to the main thread, and keeps the thread', async () => {
    const renders = startPool();
    await expect(renders.render(job('/uncloneable'), noFetch)).rejects.toThrow(/could not be sent/);
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
    expect(replaced).toEqual([]);
  });

  it('ends a render that waits past the time limit and aborts it in its thread, which is kept', async () => {
    const renders = startPool({ limitMs: 200 });
    await expect(renders.render(job('/waits'), noFetch)).rejects.toBeInstanceOf(RenderOverTimeLimit);
    await pause(300);
    expect(replaced).toEqual([]);
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('keeps a thread that is busy past the time limit but still answers', async () => {
    const renders = startPool({ limitMs: 100, graceMs: 400 });
    const busy = Array.from({ length: 6 }, () =>
      renders.render(job('/busy'), noFetch).catch((error) => error),
    );
    expect((await Promise.all(busy)).some((outcome) => outcome instanceof RenderOverTimeLimit)).toBe(true);
    await pause(600);
    expect(replaced).toEqual([]);
  });

  it('replaces a thread stuck in code that never yields; pages meanwhile go to a new one', async () => {
    const renders = startPool({ limitMs: 200, graceMs: 300 });
    const started = Date.now();
    await expect(renders.render(job('/spins'), noFetch)).rejects.toBeInstanceOf(RenderOverTimeLimit);
    // The main thread was free the whole time: its time limit fired on time.
    expect(Date.now() - started).toBeLessThan(1000);
    // The suspect thread gets no new page while it has not answered: another thread renders it.
    expect((await renders.render(job('/meanwhile'), noFetch)).html).toBe('page /meanwhile');
    await pause(400);
    expect(replaced).toEqual([expect.stringMatching(/did not answer for 300 ms/)]);
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('fails the renders of a thread that exits and renders the next page in a new one', async () => {
    const renders = startPool();
    await expect(renders.render(job('/exits'), noFetch)).rejects.toThrow('a render thread exited (code 3)');
    expect(replaced).toEqual(['a render thread exited (code 3)']);
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('ends the renders in flight when closed, and refuses new ones', async () => {
    const renders = startPool();
    const inFlight = expect(renders.render(job('/waits'), noFetch)).rejects.toThrow(
      'the render threads are closed',
    );
    await renders.close();
    await inFlight;
    await expect(renders.render(job('/after'), noFetch)).rejects.toThrow('the render threads are closed');
    expect(replaced).toEqual([]);
  });
});
