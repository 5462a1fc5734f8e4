/**
 * What a route fixes before the shopper's own filters (spec §2): /search/used-cars → car_type used,
 * /search/{make} → the make, /search/{body-slug} → the body… Refinements are ANDed as facet filters (values of
 * one attribute ORed) and `filters` is an Algolia filter string ANDed as is; neither shows in the URL state.
 */
export interface SearchScope {
  refinements?: Record<string, string[]>;
  filters?: string;
}
