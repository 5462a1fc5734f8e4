/** A dealership's webhook URL as the delivery calls it, and as people are shown it. */
export interface WebhookTarget {
  /** What is fetched: the URL without the user name and password written into it. */
  url: string;
  /** `Basic …` for a URL that carries credentials (https://user:password@host/…), else null. */
  authorization: string | null;
  /**
   * The URL for the delivery records, errors and logs, which operators (read-only ops tokens too) and dealers
   * read: its origin and path, without credentials or query (a CRM's key is often a query parameter).
   */
  shown: string;
}

/**
 * A user name or password as the URL holds it, percent-decoded (UTF-8). The URL parser keeps a `%` that starts
 * no percent-encoding (`100%`): it, and a run of encoded bytes that is not UTF-8, are taken as written:
 * decodeURIComponent throws on them, which left the lead `delivering`, sent on no channel, claimed again
 * after every lease.
 */
const decoded = (part: string) =>
  part.replace(/(?:%[0-9A-Fa-f]{2})+/g, (encoded) => {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  });

/**
 * Splits the credentials out of a webhook URL: fetch refuses a URL that carries them (and would say so with
 * the whole URL in its error), so they are sent as HTTP Basic authentication, the meaning the URL gives them.
 */
export function webhookTarget(raw: string): WebhookTarget {
  const url = new URL(raw);
  const authorization =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decoded(url.username)}:${decoded(url.password)}`).toString('base64')}`
      : null;
  url.username = '';
  url.password = '';
  return {
    url: url.toString(),
    authorization,
    shown: `${url.origin}${url.pathname}${url.search ? '?…' : ''}`,
  };
}
