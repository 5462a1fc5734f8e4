/** Feed file formats (issue 3 item 4). */
export type FeedFormat = 'json' | 'csv';

/**
 * Where a reported row is in the feed: the line it starts on, its position (1-based: a one-line, minified JSON
 * feed has every row on line 1) and its stock number and VIN as written, when it has them.
 */
export interface FeedRowPlace {
  line: number;
  row: number;
  stocknum: string | null;
  vin: string | null;
}

/** A row that was not imported, with every reason. */
export interface ImportRejection extends FeedRowPlace {
  errors: string[];
}

/** Notes on an imported row (ignored fields, an unknown location, photos moved to https). */
export interface ImportWarning extends FeedRowPlace {
  messages: string[];
}

export interface ImportProgress {
  phase: 'validate' | 'write';
  done: number;
  total: number;
}

/** What an import did (issue 3 item 4 summary). */
export interface ImportReport {
  site: string;
  format: FeedFormat;
  full: boolean;
  /** A dealership's own feed: the dealership it was for (null: the whole site's). */
  dealership: string | null;
  /** Checked only: the counts are what the import would do; nothing was written. */
  dryRun: boolean;
  /** Rows in the feed. */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Cars of the site missing from a full feed, now marked sold. */
  soldMarked: number;
  rejected: ImportRejection[];
  /** Notes on imported rows; at most MAX_WARNINGS rows. */
  warnings: ImportWarning[];
  seconds: number;
}

export const MAX_WARNINGS = 200;
