import { SearchError, type SearchRecord } from '../engine';

/**
 * Largest record the API stores, in bytes of its compact JSON (UTF-8), as Algolia counts: Algolia's limit is
 * 10 KB on its Build plan and up to 100 KB on others, so the strictest one is used here and a record refused
 * on any plan is refused here first. A car record is about 2.4 kB.
 */
export const MAX_RECORD_BYTES = 10_000;

/**
 * Refuses a record over MAX_RECORD_BYTES with Algolia's answer (400, "Record at the position 3 objectID=12 is
 * too big size=14072/10000 bytes"); `position` is its place in the request.
 */
export function checkRecordSize(record: SearchRecord, position = 0): void {
  const size = Buffer.byteLength(JSON.stringify(record));
  if (size > MAX_RECORD_BYTES) {
    throw new SearchError(
      400,
      `Record at the position ${position} objectID=${record.objectID} is too big size=${size}/${MAX_RECORD_BYTES} bytes`,
    );
  }
}
