import type { FeedError } from '../feed';

export type ImportErrorCode =
  | 'unknown_site'
  | 'unknown_dealership'
  | 'too_large'
  | 'unreadable'
  | 'foreign_charset'
  | 'empty_full_feed'
  | 'mass_sale'
  | 'conflict';

const STATUS: Record<ImportErrorCode, number> = {
  unknown_site: 404,
  unknown_dealership: 404,
  too_large: 413,
  unreadable: 400,
  foreign_charset: 415,
  empty_full_feed: 422,
  mass_sale: 422,
  conflict: 409,
};

/** An import refused as a whole (nothing was written); statusCode is what the ops API answers. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly statusCode: number;

  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }

  /** A whole-file FeedError (too large, not JSON, broken quote…) as an import refusal. */
  static fromFeed(error: FeedError): ImportError {
    return new ImportError(error.code === 'too_large' ? 'too_large' : 'unreadable', error.message);
  }
}
