import path from 'node:path';
import type { FeedFormat } from './import-types';

/** The format of a feed file by its extension (.json or .csv, any case); null for anything else. */
export function formatOfFile(file: string): FeedFormat | null {
  const ext = path.extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.csv' ? 'csv' : null;
}

/** The format of an upload by its Content-Type (application/json or text/csv, parameters ignored). */
export function formatOfContentType(contentType: string | undefined): FeedFormat | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' ? 'json' : type === 'text/csv' ? 'csv' : null;
}

export const CONTENT_TYPES: Record<FeedFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};
