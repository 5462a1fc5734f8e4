/**
 * Statuses of a search service's answer that refuse what a write carries (Algolia: 400 "Record at the
 * position 0 objectID=12 is too big", a body too large), so that sending it again cannot succeed. Anything
 * else is an outage: no answer (network, timeout), 5xx, 429 (too many requests), 408, and 401, 403 and 404,
 * which are about the key or the application (fixed by an operator, not by the car).
 */
const REJECTING_STATUSES = new Set([400, 413, 422]);

/** Whether `error` is the official client's error for an answer that refuses the write's content. */
export function isRecordRejection(error: unknown): error is Error & { status: number } {
  if (!(error instanceof Error)) return false;
  const { status } = error as { status?: unknown };
  return (
    (error.name === 'ApiError' || error.name === 'DetailedApiError') &&
    typeof status === 'number' &&
    REJECTING_STATUSES.has(status)
  );
}

/** A record the search service refused on its own, with the service's message. */
export interface Rejection {
  objectID: string;
  reason: string;
}

export interface IsolatedSave {
  /** The task of the last write that succeeded (null when none did). */
  taskID: number | null;
  rejected: Rejection[];
}

/**
 * Saves `records` with `save` (one batch call); when the service refuses the batch for its content, splits it
 * in halves, and those again, until each refused record is alone, so that every other record is saved.
 * Other failures (an outage) are thrown as they come.
 */
export async function saveIsolatingRejections<T extends { objectID: string }>(
  save: (records: T[]) => Promise<number | null>,
  records: T[],
): Promise<IsolatedSave> {
  if (records.length === 0) return { taskID: null, rejected: [] };
  try {
    return { taskID: await save(records), rejected: [] };
  } catch (error) {
    if (!isRecordRejection(error)) throw error;
    if (records.length === 1)
      return { taskID: null, rejected: [{ objectID: records[0]!.objectID, reason: error.message }] };
    const middle = Math.ceil(records.length / 2);
    const first = await saveIsolatingRejections(save, records.slice(0, middle));
    const second = await saveIsolatingRejections(save, records.slice(middle));
    return {
      taskID: second.taskID ?? first.taskID,
      rejected: [...first.rejected, ...second.rejected],
    };
  }
}
