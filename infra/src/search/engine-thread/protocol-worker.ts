import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';
import { SearchEngine } from '../engine';
import { algoliaProtocol, PROTOCOL_SERVER_OPTIONS } from '../protocol/algolia-protocol';
import type { ForwardedRequest, ForwardedResponse, WorkerSetup } from './messages';

/**
 * The protocol worker's body: the embedded engine and Algolia's REST protocol on a Fastify instance of its
 * own, answering the requests the main thread forwards (`app.inject`, so the answers are byte for byte what
 * the same routes answer in the main thread). Indexing, rebuilds, queries and the engine's garbage collection
 * all run here, off the thread that serves HTTP.
 */
async function serve(port: NonNullable<typeof parentPort>, setup: WorkerSetup): Promise<void> {
  let clock = Date.now();
  const app = Fastify({ logger: false, ...PROTOCOL_SERVER_OPTIONS });
  await app.register(algoliaProtocol, {
    prefix: '/1',
    engine: new SearchEngine(),
    keys: setup.keys,
    now: () => clock,
  });
  await app.ready();
  port.on('message', (request: ForwardedRequest) => {
    clock = request.now;
    void app
      .inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body }),
      })
      .then(
        (response): ForwardedResponse => ({
          id: request.id,
          status: response.statusCode,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: response.body,
        }),
        (error: unknown): ForwardedResponse => ({
          id: request.id,
          status: 500,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ message: `search worker: ${(error as Error).message}`, status: 500 }),
        }),
      )
      .then((response) => port.postMessage(response));
  });
  port.postMessage({ ready: true });
}

if (parentPort) void serve(parentPort, workerData as WorkerSetup);
