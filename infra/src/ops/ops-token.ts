import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `Bearer <expected>`; compared in constant time. */
export function hasOpsToken(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = match?.[1] ?? '';
  // Compare fixed-length digests so neither the length nor the content of the token leaks through timing.
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0 && expected.length > 0;
}
