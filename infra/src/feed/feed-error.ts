/** Why a whole feed file was refused (row-level problems are reported per row instead). */
export type FeedErrorCode =
  'too_large' | 'invalid_json' | 'not_array' | 'broken_quote' | 'no_header' | 'bad_header';

/** A feed that cannot be read at all; `line` is the physical line (1-based) when one is known. */
export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(
    readonly code: FeedErrorCode,
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
  }
}
