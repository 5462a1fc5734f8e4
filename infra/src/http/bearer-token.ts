/**
 * The token of an `Authorization: Bearer <token>` header, else null: the scheme in any case (RFC 9110 §11.1:
 * auth schemes are case-insensitive) and one token of visible characters. The ops and dealer APIs both read
 * their tokens with it, so a client that works with one works with the other.
 */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}
