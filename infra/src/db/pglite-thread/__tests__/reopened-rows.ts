import { openPgliteThreadDb } from '../pglite-thread-db';

/**
 * What a restarted server finds in data folder `dir` after its thread was ended mid-transaction: the 20 rows
 * of `kept` committed before (ids 1-20), and none of the transaction that was cut.
 */
export async function expectOnlyCommittedRows(dir: string): Promise<void> {
  const second = await openPgliteThreadDb(dir);
  try {
    expect(await second.query('SELECT count(*)::int AS n, max(id) AS top FROM kept')).toEqual([
      { n: 20, top: 20 },
    ]);
  } finally {
    await second.close();
  }
}
