/** Inventory feed parsing and validation (issue 3 item 4): pure, no database. */
export { FeedError, type FeedErrorCode } from './feed-error';
export { MAX_FEED_BYTES, checkFeedSize, assertFeedTextSize } from './feed-size';
export { parseCsv, type CsvRecord } from './csv-parser';
export { parseCsvFeed } from './parse-csv-feed';
export { parseJsonFeed } from './parse-json-feed';
export { validateFeedRow, resolveDealership } from './validate-feed-row';
export { rowPlace, validateFeed } from './validate-feed';
export { AU_STATES, CAR_TYPES, STATUSES } from './feed-rules';
export type {
  FeedCar,
  FeedContext,
  FeedLocation,
  FeedRow,
  FeedRowResult,
  FeedValidation,
  RejectedFeedRow,
  ValidFeedRow,
} from './feed-types';
