import { Navigate, useLocation } from 'react-router';
import { useSite } from '@dealerline/shared';
import { SitePromotions } from '@dealerline/shared/ui';
import { parseSearchParams, searchUrl, useFacets } from '../../../lib/search';
import { homeHasSearch } from '../utils/home-has-search';
import { BodyTypeTiles } from './body-type-tiles';
import { MakeModelSearch } from './make-model-search';
import { MakeTiles } from './make-tiles';
import { PriceRangeLinks } from './price-range-links';

/**
 * The one facets query of the home page: makes for the make search and tiles, bodies for the body tiles, and
 * the lowest and highest price for the price ranges.
 */
const HOME_FACETS = ['make', 'simple_body'];
const HOME_BOUNDS = ['price'];

/**
 * The home page's promotions slider and search widgets (spec §2): make and model, body types, price ranges and
 * make tiles; its featured stock and latest arrivals follow as a region of their own (home-stock.tsx).
 * Without query parameters it runs no results search, only the facet counts; a home URL with search
 * parameters opens that search.
 */
export function HomeSearch(_props: { variant?: string }) {
  const { search } = useLocation();
  const state = parseSearchParams(search);
  if (homeHasSearch(state)) return <Navigate replace to={searchUrl(state)} />;
  return <HomeWidgets />;
}

function HomeWidgets() {
  const site = useSite();
  const { facets, bounds } = useFacets(HOME_FACETS, undefined, undefined, HOME_BOUNDS);
  const makes = facets.make ?? [];
  return (
    <section aria-labelledby="home-search-heading">
      <h1 id="home-search-heading">Welcome to {site.name}</h1>
      <SitePromotions />
      <MakeModelSearch makes={makes} />
      <BodyTypeTiles bodies={facets.simple_body ?? []} />
      <PriceRangeLinks prices={bounds && (bounds.price ?? null)} />
      <MakeTiles makes={makes} />
    </section>
  );
}
