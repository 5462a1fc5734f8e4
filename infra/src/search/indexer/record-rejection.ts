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

/** The most characters of the service's message kept as a refusal's reason (it is logged and listed). */
export const REASON_LIMIT = 300;

/** The service's message on one line, cut to REASON_LIMIT: a service may echo a whole record back. */
export function refusalReason(error: Error): string {
  const reason = error.message.replace(/\s+/g, ' ').trim();
  return reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT - 1)}…` : reason;
}

/** A record the search service refused on its own, with the service's message (refusalReason). */
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
 * The most records of one write the service may refuse on their own: two, or 2% of the write. Past that the
 * refusal is taken for a problem of the request or of the service (a field every record now carries that it
 * does not take, a proxy's body limit), not of the cars: setting them aside would delete their records, and a
 * build would empty the index.
 */
export const mostRefusedOf = (records: number): number => Math.max(2, Math.ceil(records * 0.02));

/** A write more of whose records were refused than mostRefusedOf allows: an outage, not refused cars. */
export class RefusedWrite extends Error {
  constructor(refused: number, records: number, cause: Error) {
    super(
      `the search service refused ${refused} records of a write of ${records} (${mostRefusedOf(records)} at most ` +
        `are set aside): taken for a problem of the request or the service, not of the cars: ${refusalReason(cause)}`,
      { cause },
    );
    this.name = 'RefusedWrite';
  }
}

/**
 * Saves `records` with `save` (one batch call); when the service refuses the batch for its content, splits it
 * in halves, and those again, until each refused record is alone, so that every other record is saved.
 * Other failures (an outage) are thrown as they come; so is RefusedWrite as soon as more records are refused
 * than mostRefusedOf allows (without splitting the rest).
 */
export async function saveIsolatingRejections<T extends { objectID: string }>(
  save: (records: T[]) => Promise<number | null>,
  records: T[],
): Promise<IsolatedSave> {
  const most = mostRefusedOf(records.length);
  const result: IsolatedSave = { taskID: null, rejected: [] };
  const isolate = async (part: T[]): Promise<void> => {
    try {
      result.taskID = (await save(part)) ?? result.taskID;
    } catch (error) {
      if (!isRecordRejection(error)) throw error;
      if (part.length === 1) {
        result.rejected.push({ objectID: part[0]!.objectID, reason: refusalReason(error) });
        if (result.rejected.length > most)
          throw new RefusedWrite(result.rejected.length, records.length, error);
        return;
      }
      const middle = Math.ceil(part.length / 2);
      await isolate(part.slice(0, middle));
      await isolate(part.slice(middle));
    }
  };
  if (records.length > 0) await isolate(records);
  return result;
}
