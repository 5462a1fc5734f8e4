import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { typescriptWorker } from '../../threads/typescript-worker';
import { RenderOverTimeLimit } from '../render-limit';
import type {
  FetchRequest,
  FromRenderThread,
  RenderedInThread,
  RenderJob,
  RenderThreadSetup,
  ToRenderThread,
} from './messages';

const ENTRY = path.join(__dirname, 'render-worker.ts');

/**
 * What a render thread's `process.env` holds: NODE_ENV only, so the remotes' server code does not come across
 * the platform's secrets (OPS_TOKEN, DATABASE_URL, SMTP_URL, the search keys) in it, as logging or error
 * reporting code might. A thread is not a sandbox: it shares the process, whose files (/proc/self/environ
 * included) code that sets out to can read.
 */
export function renderThreadEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return env.NODE_ENV ? { NODE_ENV: env.NODE_ENV } : {};
}

/** A render thread's heap limit: a remote that leaks fills its own thread, which is then replaced. */
const THREAD_HEAP_MB = 256;

export interface RenderPoolOptions {
  shellDist: string;
  /** Render threads (SSR_THREADS, at least 1). */
  threads: number;
  /** How long a render may take before the page goes out without it (render-limit.ts). */
  limitMs: number;
  /**
   * How long a thread has to acknowledge a render's abort. One that does not is stuck in code that never
   * yields (a loop in a remote's server code) and is replaced.
   */
  graceMs: number;
  readAsset(remote: string, version: string, file: string): Promise<Buffer | null>;
  /**
   * A remote version's server bundle failed to load: its parts render in the browser. Said once per version
   * for the whole pool, though each thread loads (and fails to load) it on its own.
   */
  onRemoteFailed(remote: string, version: string, message: string): void;
  /** A thread was replaced (stuck, out of memory, crashed). */
  onThreadReplaced(reason: string): void;
}

type Outcome = { page: RenderedInThread } | { error: Error };

interface Job {
  fetch: typeof fetch;
  settle(outcome: Outcome): void;
  timers: ReturnType<typeof setTimeout>[];
}

interface RenderThread {
  worker: Worker;
  /** The renders the thread holds: sent and not reported back, time limit passed or not. */
  jobs: Map<number, Job>;
  /** Renders whose abort the thread has not acknowledged yet: while there are any, it may be stuck. */
  unanswered: Set<number>;
  /** The main thread's side of the thread's fetches in flight, with the render each belongs to. */
  fetches: Map<number, { renderId: number; controller: AbortController }>;
}

/** An error the thread reported: its first line as the message, its own stack as the stack. */
function threadError(report: string): Error {
  const error = new Error(report.split('\n')[0]!.replace(/^[A-Za-z]*Error: /, ''));
  error.stack = report;
  return error;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The answer of a render's fetch, as it crosses to the thread (a body only where a status may have one). */
async function fetchAnswer(response: Response) {
  const body = await response.arrayBuffer();
  return { status: response.status, headers: [...response.headers], body: body.byteLength ? body : null };
}

/**
 * Server-side rendering off the thread that serves HTTP: a pool of worker threads (render-worker.ts) in which
 * the shell's and the remotes' server bundles run. A render's CPU no longer holds the platform's requests
 * (health checks, API calls, leads) and uses the machine's other cores; a render stuck in code that never
 * yields is stopped by replacing its thread, where before it froze the server; and the remotes' code runs
 * without the platform's secrets in its environment (renderThreadEnv).
 */
export function createRenderPool(options: RenderPoolOptions) {
  const threads: RenderThread[] = [];
  let nextId = 0;
  let turn = 0;
  let closed = false;
  const failedRemotes = new Set<string>();

  const post = (thread: RenderThread, message: ToRenderThread, transfer: ArrayBuffer[] = []) =>
    thread.worker.postMessage(message, transfer);

  /** The worker keeps the process alive while it holds a render, not while idle (tools and tests exit). */
  const holdProcess = (thread: RenderThread) =>
    thread.jobs.size > 0 ? thread.worker.ref() : thread.worker.unref();

  function finish(thread: RenderThread, id: number, outcome: Outcome) {
    const job = thread.jobs.get(id);
    if (!job) return;
    thread.jobs.delete(id);
    thread.unanswered.delete(id);
    for (const timer of job.timers) clearTimeout(timer);
    // Its fetches still running are of no use to anyone now.
    for (const [fetchId, fetch] of thread.fetches)
      if (fetch.renderId === id) {
        thread.fetches.delete(fetchId);
        fetch.controller.abort();
      }
    job.settle(outcome);
    holdProcess(thread);
  }

  function retire(thread: RenderThread, reason: string) {
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    for (const id of [...thread.jobs.keys()]) finish(thread, id, { error: new Error(reason) });
    void thread.worker.terminate();
    if (!closed) options.onThreadReplaced(reason);
  }

  async function answerFetch(thread: RenderThread, id: number, renderId: number, request: FetchRequest) {
    const job = thread.jobs.get(renderId);
    const controller = new AbortController();
    thread.fetches.set(id, { renderId, controller });
    try {
      if (!job) throw new Error('the render is over');
      const response = await job.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
      });
      const answer = await fetchAnswer(response);
      if (thread.fetches.delete(id))
        post(thread, { type: 'fetched', id, answer }, answer.body ? [answer.body] : []);
    } catch (error) {
      if (thread.fetches.delete(id)) post(thread, { type: 'fetch-failed', id, message: messageOf(error) });
    }
  }

  async function answerAsset(
    thread: RenderThread,
    id: number,
    remote: string,
    version: string,
    file: string,
  ) {
    try {
      const stored = await options.readAsset(remote, version, file);
      // A copy of its own: a Buffer may be a view of a shared pool, which cannot be transferred.
      const bytes = stored && new Uint8Array(stored);
      post(thread, { type: 'asset', id, bytes }, bytes ? [bytes.buffer] : []);
    } catch (error) {
      post(thread, {
        type: 'asset-failed',
        id,
        message: `${remote} ${version}: ${file}: ${messageOf(error)}`,
      });
    }
  }

  function onMessage(thread: RenderThread, message: FromRenderThread) {
    if (message.type === 'rendered') finish(thread, message.id, { page: message.page });
    else if (message.type === 'failed') finish(thread, message.id, { error: threadError(message.message) });
    else if (message.type === 'abort-seen') {
      // Alive: it handled a message. Its render may still be finishing; it is no longer suspected of a loop.
      thread.unanswered.delete(message.id);
      const job = thread.jobs.get(message.id);
      for (const timer of job?.timers.splice(1) ?? []) clearTimeout(timer);
    } else if (message.type === 'fetch')
      void answerFetch(thread, message.id, message.renderId, message.request);
    else if (message.type === 'fetch-abort') thread.fetches.get(message.id)?.controller.abort();
    else if (message.type === 'asset')
      void answerAsset(thread, message.id, message.remote, message.version, message.file);
    else if (message.type === 'remote-failed') {
      const key = `${message.remote}@${message.version}`;
      if (failedRemotes.has(key)) return;
      failedRemotes.add(key);
      options.onRemoteFailed(message.remote, message.version, message.message);
    }
  }

  function start(): RenderThread {
    const worker = typescriptWorker(ENTRY, { shellDist: options.shellDist } satisfies RenderThreadSetup, {
      env: renderThreadEnv(),
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    const thread: RenderThread = { worker, jobs: new Map(), unanswered: new Set(), fetches: new Map() };
    worker.on('message', (message: FromRenderThread) => onMessage(thread, message));
    worker.on('error', (error) => retire(thread, `a render thread failed: ${messageOf(error)}`));
    worker.on('exit', (code) => retire(thread, `a render thread exited (code ${code})`));
    holdProcess(thread);
    threads.push(thread);
    return thread;
  }

  /**
   * The thread holding the fewest renders, among those not suspected of being stuck (ties go round, so each
   * thread gets, and warms up on, pages); a new one when every thread is suspected, while they wait for their
   * fate, so a loop in one page does not hold every other page.
   */
  function pick(): RenderThread {
    while (threads.length < options.threads) start();
    const healthy = threads.filter((thread) => thread.unanswered.size === 0);
    if (healthy.length === 0) return start();
    turn = (turn + 1) % healthy.length;
    let best = healthy[turn]!;
    for (const thread of healthy) if (thread.jobs.size < best.jobs.size) best = thread;
    return best;
  }

  function overTime(thread: RenderThread, id: number) {
    const job = thread.jobs.get(id);
    if (!job) return;
    job.settle({ error: new RenderOverTimeLimit(options.limitMs) });
    thread.unanswered.add(id);
    post(thread, { type: 'abort', id });
    const stuck = setTimeout(
      () =>
        retire(
          thread,
          `a render went on past its time limit and the thread did not answer for ${options.graceMs} ms`,
        ),
      options.graceMs,
    );
    job.timers.push(stuck);
  }

  return {
    /** The page's render, or a rejection (over the time limit, a failed render, a lost thread). */
    render(job: RenderJob, fetchFn: typeof fetch): Promise<RenderedInThread> {
      if (closed) return Promise.reject(new Error('the render threads are closed'));
      const thread = pick();
      const id = ++nextId;
      return new Promise<RenderedInThread>((resolve, reject) => {
        let settled = false;
        const settle = (outcome: Outcome) => {
          if (settled) return;
          settled = true;
          if ('page' in outcome) resolve(outcome.page);
          else reject(outcome.error);
        };
        thread.jobs.set(id, {
          fetch: fetchFn,
          settle,
          timers: [setTimeout(() => overTime(thread, id), options.limitMs)],
        });
        holdProcess(thread);
        try {
          post(thread, { type: 'render', id, job });
        } catch (error) {
          finish(thread, id, { error: error instanceof Error ? error : new Error(String(error)) });
        }
      });
    },
    async close(): Promise<void> {
      closed = true;
      const stopping = threads.map((thread) => thread.worker);
      for (const thread of [...threads]) retire(thread, 'the render threads are closed');
      await Promise.all(stopping.map((worker) => worker.terminate()));
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
