import { Navigate, useLocation } from 'react-router';
import { SitePromotions, useSite } from '@dealerline/shared';
import { FixedCarList } from '../../../components/fixed-car-list';
import { DEFAULT_SEARCH_PATH, parseSearchParams, searchUrl, useFacets } from '../../../lib/search';
import { homeHasSearch } from '../utils/home-has-search';
import { BodyTypeTiles } from './body-type-tiles';
import { MakeModelSearch } from './make-model-search';
import { MakeTiles } from './make-tiles';
import { PriceRangeLinks } from './price-range-links';

/** The one facets query of the home page: makes for the make search and tiles, bodies for the body tiles. */
const HOME_FACETS = ['make', 'simple_body'];

/**
 * Spec §7.2 fixed lists of the home page. Featured: in-stock cars with photos whose price was reduced (the
 * default order already puts the newest first, so without the reduction it would repeat the latest arrivals).
 */
export const FEATURED_FILTERS = 'status:in_stock AND photos_count > 0 AND before_price > 0';
export const AVAILABLE_FILTERS = 'status:in_stock';
export const HOME_LIST_LIMIT = 8;

/**
 * The home page's promotions slider and search widgets (spec §2): make and model, body types, price ranges, make tiles, featured
 * stock and latest arrivals. Without query parameters it runs no results search, only the facet counts and
 * the fixed lists; a home URL with search parameters opens that search.
 */
export function HomeSearch(_props: { variant?: string }) {
  const { search } = useLocation();
  const state = parseSearchParams(search);
  if (homeHasSearch(state)) return <Navigate replace to={searchUrl(state)} />;
  return <HomeWidgets />;
}

function HomeWidgets() {
  const site = useSite();
  const { facets } = useFacets(HOME_FACETS);
  const makes = facets.make ?? [];
  return (
    <section aria-labelledby="home-search-heading">
      <h1 id="home-search-heading">Welcome to {site.name}</h1>
      <SitePromotions />
      <MakeModelSearch makes={makes} />
      <BodyTypeTiles bodies={facets.simple_body ?? []} />
      <PriceRangeLinks />
      <MakeTiles makes={makes} />
      <FixedCarList heading="Featured vehicles" filters={FEATURED_FILTERS} limit={HOME_LIST_LIMIT} />
      <FixedCarList
        heading="Latest arrivals"
        filters={AVAILABLE_FILTERS}
        limit={HOME_LIST_LIMIT}
        sortBy="latest"
        more={{
          href: searchUrl({ sortBy: 'latest' }, DEFAULT_SEARCH_PATH),
          label: 'See all our latest arrivals',
        }}
      />
    </section>
  );
}
