import { useLocation } from 'react-router';
import { FixedCarList } from '../../../components/fixed-car-list';
import { DEFAULT_SEARCH_PATH, parseSearchParams, searchUrl } from '../../../lib/search';
import { homeHasSearch } from '../utils/home-has-search';

/**
 * Spec §7.2 fixed lists of the home page. Featured: in-stock cars with photos whose price was reduced (the
 * default order already puts the newest first, so without the reduction it would repeat the latest arrivals).
 */
export const FEATURED_FILTERS = 'status:in_stock AND photos_count > 0 AND before_price > 0';
export const AVAILABLE_FILTERS = 'status:in_stock';
export const HOME_LIST_LIMIT = 8;

/**
 * The home page's stock (spec §2): featured vehicles and latest arrivals, each a list of result cards. A
 * region of its own below the search widgets: on a phone it is screens down the page, so the shell hydrates
 * it (and loads its cards' finance boxes) only when the shopper comes near. A home URL with search
 * parameters opens that search (home-search.tsx), so these lists do not render for it. Both lists follow the
 * promotions and the search widgets, so their pictures load lazily and leave the first screen the bandwidth.
 */
export function HomeStock(_props: { variant?: string }) {
  const { search } = useLocation();
  if (homeHasSearch(parseSearchParams(search))) return null;
  return (
    <>
      <FixedCarList
        heading="Featured vehicles"
        filters={FEATURED_FILTERS}
        limit={HOME_LIST_LIMIT}
        belowFold
      />
      <FixedCarList
        heading="Latest arrivals"
        filters={AVAILABLE_FILTERS}
        limit={HOME_LIST_LIMIT}
        sortBy="latest"
        belowFold
        more={{
          href: searchUrl({ sortBy: 'latest' }, DEFAULT_SEARCH_PATH),
          label: 'See all our latest arrivals',
        }}
      />
    </>
  );
}
