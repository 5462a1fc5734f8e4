import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { typescriptWorker } from '../../threads/typescript-worker';
import type { KeyRing } from '../protocol/access';
import type { ForwardedRequest, ForwardedResponse, WorkerSetup } from './messages';

const ENTRY = path.join(__dirname, 'protocol-worker.ts');

export type ForwardRequest = Omit<ForwardedRequest, 'id'>;
export type ForwardResponse = Omit<ForwardedResponse, 'id'>;

/**
 * The embedded search engine and its `/1/` protocol in a worker thread (see protocol-worker.ts). `forward`
 * hands it one HTTP request and resolves with the answer. Requests sent before the worker is ready wait for
 * it; if the worker dies, the requests in flight and every later one answer 503.
 */
export class ProtocolThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (response: ForwardResponse) => void>();
  private nextId = 0;
  private reason: string | null = null;
  private closed = false;
  readonly ready: Promise<void>;

  constructor(keys: KeyRing, onError: (error: unknown) => void = () => undefined) {
    const setup: WorkerSetup = { keys };
    this.worker = typescriptWorker(ENTRY, setup);
    this.ready = new Promise<void>((resolve) => {
      this.worker.on('message', (message: ForwardedResponse | { ready: true }) => {
        if ('ready' in message) {
          this.holdProcess();
          return resolve();
        }
        const settle = this.pending.get(message.id);
        this.pending.delete(message.id);
        this.holdProcess();
        settle?.(message);
      });
      // A worker that fails or exits never gets ready: resolve so waiting requests see the failure.
      this.worker.once('exit', () => resolve());
    });
    this.worker.on('error', (error) => {
      onError(error);
      this.fail(`the search engine worker failed: ${error.message}`);
    });
    this.worker.once('exit', (code) => {
      if (!this.closed) this.fail(`the search engine worker exited (code ${code})`);
    });
  }

  /**
   * The worker keeps the process alive while it starts or answers a request, not while idle: the server's
   * socket does that, and a tool that never closes the service still exits.
   */
  private holdProcess(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  /** Why the worker stopped answering (null while it runs). */
  get failure(): string | null {
    return this.reason;
  }

  private fail(reason: string): void {
    this.reason ??= reason;
    for (const settle of this.pending.values()) settle(unavailable(this.reason));
    this.pending.clear();
  }

  async forward(request: ForwardRequest): Promise<ForwardResponse> {
    await this.ready;
    if (this.reason || this.closed) return unavailable(this.reason ?? 'the search engine is stopped');
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.holdProcess();
      this.worker.postMessage({ ...request, id } satisfies ForwardedRequest);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.fail('the search engine is stopped');
    await this.worker.terminate();
  }
}

function unavailable(message: string): ForwardResponse {
  return {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
    body: JSON.stringify({ message, status: 503 }),
  };
}
