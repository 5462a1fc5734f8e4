import { FeedError } from './feed-error';

const MB = 1024 * 1024;

/** Largest feed file accepted (issue 3 item 4 tests "a 50 MB file"): 50 MB, counted as 50 × 1024² bytes. */
export const MAX_FEED_BYTES = 50 * MB;

/** Whether a feed of `bytes` bytes may be imported; larger files are refused with a clear message. */
export function checkFeedSize(bytes: number): { ok: true } | { ok: false; error: string } {
  if (bytes <= MAX_FEED_BYTES) return { ok: true };
  return {
    ok: false,
    error: `the feed is ${(bytes / MB).toFixed(1)} MB (${bytes} bytes); the limit is ${MAX_FEED_BYTES / MB} MB`,
  };
}

/** Throws FeedError 'too_large' when the UTF-8 size of a decoded feed is over the limit. */
export function assertFeedTextSize(text: string): void {
  // A UTF-16 unit is at most 3 UTF-8 bytes, so short texts need no counting.
  if (text.length * 3 <= MAX_FEED_BYTES) return;
  const check = checkFeedSize(Buffer.byteLength(text, 'utf8'));
  if (!check.ok) throw new FeedError('too_large', check.error);
}
