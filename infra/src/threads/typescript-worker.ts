import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript entry file. Worker threads do not inherit the TypeScript loader of the
 * process (`tsx` CLI, `--import tsx`, or jest's transform), so the worker registers tsx's require hook itself
 * and then loads the entry.
 */
export function typescriptWorker(
  entry: string,
  workerData: unknown,
  options: Omit<WorkerOptions, 'eval' | 'workerData'> = {},
): Worker {
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))});\nrequire(${JSON.stringify(entry)});`;
  return new Worker(bootstrap, { ...options, eval: true, workerData });
}
