/*
 * The page's address where code also renders on the platform server (server-side rendering, issue 9), which
 * has no window: there these answer as for a page with no address yet. Values computed in render from them
 * are for requests made later in the browser (a lead's url), never for what the page shows.
 */

/**
 * The page's protocol for URLs of the platform's own hosts (the search API): the browser's, or http on the
 * platform server, whose in-process fetch answers by path and never goes out (infra/src/ssr/in-process-fetch.ts).
 */
export function pageProtocol(): 'http' | 'https' {
  return globalThis.location?.protocol === 'https:' ? 'https' : 'http';
}

/** The page's full URL (a lead's `url`); empty on the server. */
export function pageUrl(): string {
  return globalThis.location?.href ?? '';
}

/** The page the shopper came from (a lead's visited pages); empty on the server or when there is none. */
export function pageReferrer(): string {
  return globalThis.document?.referrer ?? '';
}
