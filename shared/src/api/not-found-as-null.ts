import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** What a `queryFn`'s baseQuery returns. */
type BaseQueryAnswer =
  { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * A query's answer where 404, "the site has no such thing", is an answer (null), not an error. RTK Query asks
 * again for an error whenever a component subscribes, and on the server every render pass subscribes anew
 * (there are no effects there): a 404 left as an error was fetched again by each pass, so the server's HTML
 * said "Loading…" and the browser asked a third time. As an answer it is cached like any other, handed to the
 * browser with the page, and the server's HTML already says "not found".
 */
export function notFoundAsNull<Body, Data = Body>(
  answer: BaseQueryAnswer,
  pick: (body: Body) => Data = (body) => body as unknown as Data,
): { data: Data | null } | { error: FetchBaseQueryError } {
  if (answer.error) return answer.error.status === 404 ? { data: null } : { error: answer.error };
  return { data: pick(answer.data as Body) };
}
