import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The lead webhook's signature, as Stripe, GitHub and Shopify sign theirs: `X-Dealerline-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Pure (no clock, no database), so the
 * sending side and the receiving side documented for dealers (docs/lead-webhooks.md) are this one file.
 */
export const SIGNATURE_HEADER = 'x-dealerline-signature';

/** A signature older (or further ahead) than this is refused by a receiver: a replayed POST. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The bytes signed: the timestamp in decimal, a full stop, then the body exactly as sent (UTF-8). */
function signedPayload(timestamp: number, body: string | Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), Buffer.from(body)]);
}

function hmacHex(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex');
}

/**
 * The header's value for `body` sent at `timestamp` (unix seconds): one `v1` per secret, the current one first
 * and, during a rotation's grace period, the one it replaces (a receiver accepts a match with either).
 */
export function webhookSignature(secrets: readonly string[], body: string, timestamp: number): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmacHex(secret, timestamp, body)}`)].join(',');
}

/** Why a receiver refuses a POST, or null when its signature is good. */
export type SignatureRefusal =
  'no signature' | 'malformed signature' | 'timestamp outside tolerance' | 'no match';

/**
 * The receiving side: whether `header` signs `rawBody` (the bytes received, before any parsing) with
 * `secret`, at a time within `toleranceSeconds` of `nowSeconds`. Each `v1` is compared in constant time, so
 * the time taken says nothing of how much of a guess was right.
 */
export function verifyWebhookSignature(
  header: string | undefined,
  rawBody: string | Buffer,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureRefusal | null {
  if (!header) return 'no signature';
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const timestamps = pairs.filter(([key]) => key === 't').map(([, value]) => value ?? '');
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!) || signatures.length === 0)
    return 'malformed signature';
  const timestamp = Number(timestamps[0]);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'timestamp outside tolerance';
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'utf8');
  const matches = signatures.filter((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches.length > 0 ? null : 'no match';
}
