/**
 * A fresh random key for the Idempotency-Key header: 32 hex characters from the platform's crypto random
 * source (crypto.getRandomValues works in every browser, on http too, and in Node).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
