import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Restrictions a secured API key carries (Algolia's secured keys: base64 of the hex HMAC-SHA256 of the
 * query-parameter string, signed with the parent key, followed by that string).
 */
export interface SecuredRestrictions {
  /** ANDed with whatever filters a query sends; never replaced by them. */
  filters?: string;
  /** Unix seconds after which the key is refused. */
  validUntil?: number;
  /** Index names (or prefix* patterns) the key may query. */
  restrictIndices?: string[];
  /** Any other search parameter the key forces (e.g. hitsPerPage), as sent. */
  searchParams: Record<string, string>;
}

const HMAC_HEX_LENGTH = 64;

/** Splits a secured key into its signature and its query-parameter string; null if it is not one. */
export function decodeSecuredKey(key: string): { signature: string; params: string } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) return null;
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const signature = decoded.slice(0, HMAC_HEX_LENGTH);
  if (decoded.length <= HMAC_HEX_LENGTH || !/^[0-9a-f]{64}$/.test(signature)) return null;
  return { signature, params: decoded.slice(HMAC_HEX_LENGTH) };
}

/** The restrictions of a query-parameter string as Algolia's clients serialise them. */
export function parseRestrictions(params: string): SecuredRestrictions {
  const restrictions: SecuredRestrictions = { searchParams: {} };
  for (const [key, value] of new URLSearchParams(params)) {
    if (key === 'filters') restrictions.filters = value;
    else if (key === 'validUntil') restrictions.validUntil = Number(value);
    else if (key === 'restrictIndices') restrictions.restrictIndices = value.split(',').filter(Boolean);
    else restrictions.searchParams[key] = value;
  }
  return restrictions;
}

function signatureMatches(parentKey: string, params: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', parentKey).update(params).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The parent key that signed a secured key and its restrictions, or null when no parent signed it. */
export function verifySecuredKey(
  key: string,
  parentKeys: readonly string[],
): { parentKey: string; restrictions: SecuredRestrictions } | null {
  const decoded = decodeSecuredKey(key);
  if (!decoded) return null;
  const parentKey = parentKeys.find((candidate) =>
    signatureMatches(candidate, decoded.params, decoded.signature),
  );
  return parentKey ? { parentKey, restrictions: parseRestrictions(decoded.params) } : null;
}

/** Whether an index name is allowed by restrictIndices (exact names or `prefix*` patterns). */
export function indexAllowed(indexName: string, restrictIndices: readonly string[] | undefined): boolean {
  if (!restrictIndices?.length) return true;
  return restrictIndices.some((pattern) =>
    pattern.endsWith('*') ? indexName.startsWith(pattern.slice(0, -1)) : indexName === pattern,
  );
}
