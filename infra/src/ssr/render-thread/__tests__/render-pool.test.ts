import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BootPayload } from '../../../../../shared/src/platform/boot';
import { testDealer, testSite } from '../../../../../shared/testing';
import { RenderOverTimeLimit } from '../../render-limit';
import { createRenderPool, renderThreadEnv, type RenderPool } from '../render-pool';

jest.setTimeout(60_000);

/**
 * A shell server bundle whose page is chosen by the URL's path: what the render thread runs, as the built
 * shell's ssr/server.js would be (CommonJS, renderPage and PROVIDED_SINGLETONS).
 */
const FAKE_SHELL = `
exports.PROVIDED_SINGLETONS = {};
exports.renderPage = async function (input) {
  const page = new URL(input.url).pathname;
  const answer = (html) => ({ html, styles: '', api: { queries: {} }, errors: [], leftToBrowser: [] });
  if (page === '/data') {
    const res = await input.api.fetch(input.api.baseUrl + 'thing', { method: 'POST', body: 'ping' });
    return answer(res.status + ' ' + (await res.text()));
  }
  if (page === '/env') return answer('OPS_TOKEN=' + String(process.env.OPS_TOKEN) + ' NODE_ENV=' + process.env.NODE_ENV);
  if (page === '/remote') {
    const Part = input.modules.get('mf-search', 'teaser');
    return answer(Part ? Part() : 'no server module');
  }
  if (page === '/throws') throw new Error('the shell broke on ' + page);
  if (page === '/waits') return new Promise((_, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason)));
  if (page === '/spins') for (;;) {}
  return answer('page ' + page);
};
`;

const REMOTE_BUNDLE = `exports.modules = { teaser: { default: function Teaser() { return 'the remote rendered'; } } };`;

let root: string;
let pool: RenderPool | null = null;
const replaced: string[] = [];
const remoteFailures: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'render-pool-'));
  await mkdir(path.join(root, 'ssr'));
  await writeFile(path.join(root, 'ssr', 'server.js'), FAKE_SHELL);
});
afterEach(async () => {
  await pool?.close();
  pool = null;
});
afterAll(async () => rm(root, { recursive: true, force: true }));

function startPool(limitMs = 5000) {
  pool = createRenderPool({
    shellDist: root,
    threads: 1,
    limitMs,
    graceMs: 300,
    readAsset: async (remote, version, file) =>
      remote === 'mf-search' && version === '1.0.0-good' && file === 'ssr/server.js'
        ? Buffer.from(REMOTE_BUNDLE)
        : null,
    onRemoteFailed: (remote, version, message) => remoteFailures.push(`${remote}@${version}: ${message}`),
    onThreadReplaced: (reason) => replaced.push(reason),
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

describe('render threads', () => {
  it("renders a page in a thread, its fetches answered by the main thread's fetch", async () => {
    const asked: string[] = [];
    const mainFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      asked.push(`${request.method} ${request.url} ${await request.text()}`);
      return new Response('pong', { status: 201 });
    };
    const page = await startPool().render(job('/data'), mainFetch);
    expect(page.html).toBe('201 pong');
    expect(asked).toEqual(['POST http://test-motors.localhost:8080/api/thing ping']);
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

  it("loads a remote's server bundle through the main thread, and says once when one cannot load", async () => {
    const renders = startPool();
    expect((await renders.render(job('/remote', ['1.0.0-good']), noFetch)).html).toBe('the remote rendered');
    expect((await renders.render(job('/remote', ['1.0.0-lost']), noFetch)).html).toBe('no server module');
    await renders.render(job('/remote', ['1.0.0-lost']), noFetch);
    expect(remoteFailures).toEqual([expect.stringMatching(/^mf-search@1\.0\.0-lost: .*is missing/)]);
  });

  it('passes on the error of a render that throws, and the thread goes on rendering', async () => {
    const renders = startPool();
    await expect(renders.render(job('/throws'), noFetch)).rejects.toThrow('the shell broke on /throws');
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('ends a render that waits past the time limit and aborts it in its thread, which is kept', async () => {
    replaced.length = 0;
    const renders = startPool(200);
    await expect(renders.render(job('/waits'), noFetch)).rejects.toBeInstanceOf(RenderOverTimeLimit);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(replaced).toEqual([]);
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('replaces a thread stuck in code that never yields, and the next page renders in a new one', async () => {
    replaced.length = 0;
    const renders = startPool(200);
    const started = Date.now();
    await expect(renders.render(job('/spins'), noFetch)).rejects.toBeInstanceOf(RenderOverTimeLimit);
    // The main thread was free the whole time: its time limit fired on time.
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(replaced).toEqual([expect.stringMatching(/went on 500 ms without yielding/)]);
    expect((await renders.render(job('/after'), noFetch)).html).toBe('page /after');
  });

  it('refuses renders once closed', async () => {
    const renders = startPool();
    await renders.close();
    await expect(renders.render(job('/after'), noFetch)).rejects.toThrow('the render threads are closed');
  });
});
