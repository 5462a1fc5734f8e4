import { FifoCache } from './fifo-cache';
import type { CarSearchResult } from './types';

/**
 * The result-page cache of spec §4: search pages fetched before, keyed by their exact multi-query, the one
 * fetched first dropped first (however often it was read since) past the site's `search_page.cache_size`. The carSearch endpoint reads it before going to the
 * network; RTK Query's own cache (keepUnusedDataFor) only keeps what is on screen a little longer.
 */
export const resultPageCache = new FifoCache<string, CarSearchResult>(0);
