import type { UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * How the store reaches the platform's APIs when it is not a browser's (StoreOptions.server): the platform
 * server renders a page's first view with a fetch that answers in-process, and absolute URLs.
 */
export interface ApiContext {
  /** fetch for /api and the search API (infra/src/ssr/in-process-fetch.ts on the server). */
  fetch: typeof fetch;
  /** Absolute base of /api, e.g. http://harbour-nissan.localhost:8080/api/. */
  baseUrl: string;
}

/** The store's ApiContext (the thunk extra argument), undefined in the browser. */
export function apiContext(queryApi: { extra?: unknown }): ApiContext | undefined {
  const extra = queryApi.extra as { api?: ApiContext } | undefined;
  return extra?.api;
}

/** The /api cache the server filled while rendering a page, embedded in it (BootPayload.prefetched.api). */
export interface ApiCacheState {
  queries: Record<string, unknown>;
}

/** Put in the browser's store before the first render, so hooks find what the server's HTML showed. */
export const SERVER_CACHE_RESTORED = 'api/serverCacheRestored';

export function serverCacheRestored(cache: ApiCacheState): UnknownAction & { payload: ApiCacheState } {
  return { type: SERVER_CACHE_RESTORED, payload: cache };
}

function isServerCacheRestored(action: UnknownAction): action is UnknownAction & { payload: ApiCacheState } {
  return (
    action.type === SERVER_CACHE_RESTORED && typeof action.payload === 'object' && action.payload !== null
  );
}

const browserBaseQuery = fetchBaseQuery({ baseUrl: '/api/' });

/**
 * How long a read of the platform's API (a GET) waits in the browser before it fails with TIMEOUT_ERROR, which
 * its page shows as any failed read (e.g. "We could not load this vehicle." and Try again). A stalled request
 * (a phone between cells) otherwise left the page at "Loading vehicle…" for good: the browser's fetch has no
 * deadline. An endpoint's own `timeout` wins; writes (payments, leads) keep theirs, a client deadline could
 * give up on one the server still completes.
 */
export const API_READ_TIMEOUT_MS = 20_000;

/** A GET's arguments with the read deadline, unless it sets its own; anything else as it is. */
export function withReadDeadline(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return { url: args, timeout: API_READ_TIMEOUT_MS };
  if ((args.method ?? 'GET').toUpperCase() !== 'GET' || args.timeout !== undefined) return args;
  return { ...args, timeout: API_READ_TIMEOUT_MS };
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, queryApi, extra) => {
  const context = apiContext(queryApi);
  if (!context) return browserBaseQuery(withReadDeadline(args), queryApi, extra);
  return fetchBaseQuery({ baseUrl: context.baseUrl, fetchFn: context.fetch })(args, queryApi, extra);
};

const onServer = typeof window === 'undefined';

// On the server a query starts while the component renders (there are no effects), so one render pass finds
// the data a page's first view needs (shell/src/server/render-page.tsx).
const createPlatformApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: onServer }),
);

/**
 * The one RTK Query api of the platform. It starts empty; each remote adds its endpoints with
 * `api.injectEndpoints` from its feature folders, so every request shares one cache and one middleware.
 */
export const api = createPlatformApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
  extractRehydrationInfo(action) {
    if (!isServerCacheRestored(action)) return undefined;
    // RTK's rehydration reads these three parts of the state it is given (subscriptions stay the browser's).
    const restored = { queries: action.payload.queries, mutations: {}, provided: { tags: {}, keys: {} } };
    return restored as never;
  },
});
