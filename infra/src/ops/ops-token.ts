import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a token is the platform's OPS_TOKEN; compared in constant time. */
export function isOpsToken(given: string, expected: string): boolean {
  // Compare fixed-length digests so neither the length nor the content of the token leaks through timing.
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0 && expected.length > 0;
}
