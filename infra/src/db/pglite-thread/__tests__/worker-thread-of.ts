import { Worker } from 'node:worker_threads';
import type { Db } from '../../db';

/**
 * The real worker thread a PGlite thread database (openPgliteThreadDb) runs in, caught as the database posts
 * it a statement: tests kill it (`terminate()`) or break it to see what the platform makes of its death.
 */
export async function workerThreadOf(db: Db): Promise<Worker> {
  const post = jest.spyOn(Worker.prototype, 'postMessage');
  try {
    const sql = 'SELECT 1 AS worker_thread_of';
    await db.query(sql);
    const index = post.mock.calls.findIndex(
      ([message]) => (message as { sql?: unknown } | null)?.sql === sql,
    );
    if (index < 0) throw new Error('the database posted no statement to a worker thread');
    return post.mock.contexts[index] as Worker;
  } finally {
    post.mockRestore();
  }
}
