import { LruCache } from './lru-cache';
import type { CarSearchResult } from './types';

/**
 * The result-page cache of spec §4: search pages fetched before, keyed by their exact multi-query, the oldest
 * dropped first past the site's `search_page.cache_size`. The carSearch endpoint reads it before going to the
 * network; RTK Query's own cache (keepUnusedDataFor) only keeps what is on screen a little longer.
 */
export const resultPageCache = new LruCache<string, CarSearchResult>(0);
