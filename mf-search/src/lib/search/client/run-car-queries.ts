import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import {
  apiContext,
  selectSite,
  tenantLoaded,
  type RootState,
  type SiteConfig,
  type SiteSearchConfig,
} from '@dealerline/shared';
import { siteConfigApi } from '../api/site-config-endpoint';
import type { CarQuery, CarQueryResult } from './car-query';
import { hitAttributes } from './hit-attributes';
import { searchClientFor } from './search-client-registry';

/** A key is refreshed this long before its validUntil, so no query goes out with a key about to expire. */
export const KEY_REFRESH_MARGIN_SECONDS = 120;

export type QueryApi = Pick<BaseQueryApi, 'dispatch' | 'getState'> & { extra?: unknown };
export type SearchableSite = SiteConfig & { search: SiteSearchConfig };

/** The tenant's site, which must carry its search settings (every /api/boot and /api/site-config answer does). */
export function searchableSite(queryApi: Pick<QueryApi, 'getState'>): SearchableSite {
  const site = selectSite(queryApi.getState() as RootState);
  if (!site?.search) throw new Error('The site has no search settings');
  return site as SearchableSite;
}

let refreshing: Promise<SearchableSite> | null = null;

/**
 * Fetches /api/site-config again (one request however many queries ask at once) and stores the answer as the
 * tenant, so every reader of the site gets the new key.
 */
function refreshSite(queryApi: QueryApi): Promise<SearchableSite> {
  refreshing ??= queryApi
    .dispatch(
      siteConfigApi.endpoints.siteConfig.initiate(undefined, { forceRefetch: true, subscribe: false }),
    )
    .unwrap()
    .then((tenant) => {
      queryApi.dispatch(tenantLoaded(tenant));
      return searchableSite(queryApi);
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function isExpiredKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}

/**
 * Runs a multi-query with the site's secured key (spec §7.1): a key within two minutes of its validUntil is
 * refreshed first; a 403 (the key expired anyway) refreshes it once and retries. `build` makes the request
 * from the search settings it is sent with; each query asks for the attributes cards show (hit-attributes.ts).
 */
export async function runCarQueries<R extends { queries: CarQuery[] }>(
  queryApi: QueryApi,
  build: (search: SiteSearchConfig) => R,
  now: () => number = () => Date.now() / 1000,
): Promise<{ site: SearchableSite; request: R; results: CarQueryResult[] }> {
  let site = searchableSite(queryApi);
  if (site.search.validUntil - now() < KEY_REFRESH_MARGIN_SECONDS) site = await refreshSite(queryApi);
  const send = async (from: SearchableSite) => {
    const request = build(from.search);
    const attributes = hitAttributes(from.finance_provider);
    const queries = request.queries.map((query) => ({ ...query, ...attributes }));
    return {
      site: from,
      request,
      results: await searchClientFor(from.search, apiContext(queryApi)?.fetch).search(queries),
    };
  };
  try {
    return await send(site);
  } catch (error) {
    if (!isExpiredKeyError(error)) throw error;
    return send(await refreshSite(queryApi));
  }
}
