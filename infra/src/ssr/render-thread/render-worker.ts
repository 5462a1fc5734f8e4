import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createRemoteServers } from '../remote-servers';
import { createShellServer } from '../shell-server';
import type { FetchAnswer, FromRenderThread, RenderJob, RenderThreadSetup, ToRenderThread } from './messages';

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** Asks the main thread, by numbered message, and waits for its answer. */
function createAsker(port: MessagePort) {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  let nextId = 0;
  return {
    /**
     * The main thread's answer. An abort of `signal` rejects at once with its reason and tells the main thread
     * (`onAbort`), which stops the work; the answer, if it still comes, is dropped.
     */
    ask<T>(
      message: (id: number) => FromRenderThread,
      options: { transfer?: ArrayBuffer[]; signal?: AbortSignal; onAbort?: (id: number) => void } = {},
    ): Promise<T> {
      const { transfer = [], signal, onAbort } = options;
      if (signal?.aborted) return Promise.reject(signal.reason);
      const id = ++nextId;
      return new Promise<T>((resolve, reject) => {
        const aborted = () => {
          pending.delete(id);
          onAbort?.(id);
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', aborted, { once: true });
        const done = () => signal?.removeEventListener('abort', aborted);
        pending.set(id, {
          resolve: (value) => (done(), resolve(value as T)),
          reject: (error) => (done(), reject(error)),
        });
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
  const post = (message: FromRenderThread) => port.postMessage(message);
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
    (remote, version, error) => post({ type: 'remote-failed', remote, version, message: describe(error) }),
  );
  const running = new Map<number, AbortController>();

  /**
   * The render's fetch: each request goes to the main thread, which answers it in-process. The request's
   * signal crosses too (a search client's timeout, a query the render gave up on).
   */
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
        {
          transfer: body ? [body] : [],
          signal: request.signal,
          onAbort: (id) => post({ type: 'fetch-abort', id }),
        },
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
      return { type: 'failed', id, message: describe(error) };
    } finally {
      running.delete(id);
    }
  }

  /** The render's outcome; one that cannot cross to the main thread (not cloneable) is a failed render. */
  async function renderAndReport(id: number, job: RenderJob): Promise<void> {
    const outcome = await render(id, job);
    try {
      post(outcome);
    } catch (error) {
      post({ type: 'failed', id, message: `the rendered page could not be sent: ${describe(error)}` });
    }
  }

  port.on('message', (message: ToRenderThread) => {
    if (message.type === 'render') void renderAndReport(message.id, message.job);
    else if (message.type === 'abort') {
      post({ type: 'abort-seen', id: message.id });
      running.get(message.id)?.abort(new Error('over the render time limit'));
    } else if (message.type === 'fetched') asker.answer(message.id, { value: message.answer });
    else if (message.type === 'fetch-failed') asker.answer(message.id, { error: new Error(message.message) });
    else if (message.type === 'asset') asker.answer(message.id, { value: message.bytes });
    else if (message.type === 'asset-failed') asker.answer(message.id, { error: new Error(message.message) });
  });
}

if (parentPort) serve(parentPort, workerData as RenderThreadSetup);
