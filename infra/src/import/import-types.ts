/** Feed file formats (issue 3 item 4). */
export type FeedFormat = 'json' | 'csv';

/** A row that was not imported, with every reason (its line is where the row starts in the file). */
export interface ImportRejection {
  line: number;
  errors: string[];
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
  /** Notes on imported rows (ignored fields, an unknown location); at most MAX_WARNINGS rows. */
  warnings: { line: number; messages: string[] }[];
  seconds: number;
}

export const MAX_WARNINGS = 200;
