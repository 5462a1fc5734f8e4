import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createRemoteServers } from '../remote-servers';
import { createShellServer } from '../shell-server';
import type { FetchAnswer, FromRenderThread, RenderJob, RenderThreadSetup, ToRenderThread } from './messages';

/** Asks the main thread, by numbered message, and waits for its answer. */
function createAsker(port: MessagePort) {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  return {
    ask<T>(message: (id: number) => FromRenderThread, transfer: ArrayBuffer[] = []): Promise<T> {
      const id = ++nextId;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        port.postMessage(message(id), transfer);
      });
    },
    answer(id: number, outcome: { value: unknown } | { error: Error }): void {
      const waiting = pending.get(id);
      pending.delete(id);
      if (!waiting) return;
      if ('error' in outcome) waiting.reject(outcome.error);
      else waiting.resolve(outcome.value);
    },
  };
}

/**
 * The render thread's body (render-pool.ts): the shell's and the remotes' server bundles, evaluated here and
 * not in the thread that serves HTTP, render each page the main thread sends. Their fetches (/api, the search
 * API) and the remotes' published files are asked of the main thread, which answers them as before.
 */
function serve(port: MessagePort, setup: RenderThreadSetup): void {
  const asker = createAsker(port);
  const shellServer = createShellServer(setup.shellDist);
  const remoteServers = createRemoteServers(
    {
      readAsset: async (remote, version, file) => {
        const bytes = await asker.ask<Uint8Array | null>((id) => ({
          type: 'asset',
          id,
          remote,
          version,
          file,
        }));
        return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
    },
    (remote, version, error) =>
      port.postMessage({
        type: 'remote-failed',
        remote,
        version,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies FromRenderThread),
  );
  const running = new Map<number, AbortController>();

  /** The render's fetch: each request goes to the main thread, which answers it in-process. */
  const fetchThroughMain =
    (renderId: number): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      const body = request.body ? await request.arrayBuffer() : null;
      const answer = await asker.ask<FetchAnswer>(
        (id) => ({
          type: 'fetch',
          id,
          renderId,
          request: { method: request.method, url: request.url, headers: [...request.headers], body },
        }),
        body ? [body] : [],
      );
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    };

  async function render(id: number, job: RenderJob): Promise<FromRenderThread> {
    const limit = new AbortController();
    running.set(id, limit);
    try {
      const shell = await shellServer();
      if (!shell) throw new Error('the shell was built without its server bundle');
      const modules = await remoteServers(job.boot.registry, shell.PROVIDED_SINGLETONS);
      const page = await shell.renderPage({
        ...job,
        modules,
        api: { fetch: fetchThroughMain(id), baseUrl: job.baseUrl },
        signal: limit.signal,
      });
      const { html, styles, api, errors } = page;
      return {
        type: 'rendered',
        id,
        page: { html, styles, api, errors, leftToBrowser: page.leftToBrowser ?? [] },
      };
    } catch (error) {
      return {
        type: 'failed',
        id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    } finally {
      running.delete(id);
    }
  }

  port.on('message', (message: ToRenderThread) => {
    if (message.type === 'render')
      void render(message.id, message.job).then((done) => port.postMessage(done));
    else if (message.type === 'abort')
      running.get(message.id)?.abort(new Error('over the render time limit'));
    else if (message.type === 'fetched') asker.answer(message.id, { value: message.answer });
    else if (message.type === 'fetch-failed') asker.answer(message.id, { error: new Error(message.message) });
    else if (message.type === 'asset') asker.answer(message.id, { value: message.bytes });
  });
}

if (parentPort) serve(parentPort, workerData as RenderThreadSetup);
