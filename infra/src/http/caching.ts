/** Cache-Control of a response whose URL changes whenever its content does (hashed or versioned). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match names this ETag (a list, weak validators and "*" allowed). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((tag) => [etag, '*'].includes(tag.trim().replace(/^W\//, '')));
}
