import { useCallback, useId, useRef, type RefObject } from 'react';
import { css } from '@emotion/react';
import { mq, useSite } from '@dealerline/shared';
import {
  pageFacets,
  type CarSearchResult,
  type SearchState,
  type SearchStateNavigation,
  type SearchStateUpdate,
} from '../../../lib/search';
import { belowWidthQuery, minWidthQuery, useMinWidth } from '../hooks/use-min-width';
import { activeFilters } from '../utils/active-filters';
import { panelOrder } from '../utils/filter-labels';
import { ActiveFilters } from './active-filters';
import { FilterDrawer } from './filter-drawer';
import { FilterFields } from './filter-fields';
import { HydratesWhereShown } from './hydrates-where-shown';

export interface FilterPanelProps {
  state: SearchState;
  /** The answer for `state` (or the previous one while it loads): counts per value, stats. */
  result?: CarSearchResult;
  /**
   * Every change sends the next state, or an edit of the latest state (useSearchState's setState, which keeps
   * its identity: the filters are memoised on it). Changes made in the drawer replace the history entry
   * (`{ replace: true }`): the drawer is one entry of its own (FilterDrawer).
   */
  onChange(next: SearchStateUpdate, navigation?: SearchStateNavigation): void;
}

/**
 * The search page's filters (spec §9 default filters plus the site's extra filters, spec §3 names): the
 * active refinements bar and one filter per attribute. A sidebar from the md breakpoint (768px) up; below,
 * a "Filters" button opening the same panel in a modal drawer.
 */
const narrowOnly = css`
  ${mq('md')} {
    display: none;
  }
`;
const wideOnly = css`
  display: none;
  ${mq('md')} {
    display: block;
  }
`;

export function FilterPanel({ state, result, onChange }: FilterPanelProps) {
  const site = useSite();
  const wide = useMinWidth('md');
  const headingId = useId();
  const sidebarHeading = useRef<HTMLHeadingElement>(null);
  const drawerHeading = useRef<HTMLHeadingElement>(null);
  const attributes = panelOrder(pageFacets(site));
  const onDrawerChange = useCallback(
    (next: SearchStateUpdate) => onChange(next, { replace: true }),
    [onChange],
  );
  // Removing the last active filter takes its bar away: focus goes to the panel's "Filters" heading.
  const panel = (
    heading: RefObject<HTMLHeadingElement | null>,
    change: (next: SearchStateUpdate) => void,
  ) => (
    <>
      <ActiveFilters state={state} result={result} onChange={change} focusWhenEmpty={heading} />
      <FilterFields attributes={attributes} state={state} result={result} onChange={change} />
    </>
  );
  // Until the width is known (server HTML, hydration) both render and CSS shows the one that fits; the one
  // shown stays mounted when the width is known, so nothing moves. The hidden one is not even hydrated.
  const unknown = wide === undefined;
  return (
    <>
      {wide !== true && (
        <HydratesWhereShown query={belowWidthQuery('md')}>
          <div css={unknown ? narrowOnly : undefined}>
            <FilterDrawer
              resultCount={result?.displayedCount}
              activeCount={activeFilters(state).length}
              headingRef={drawerHeading}
            >
              {panel(drawerHeading, onDrawerChange)}
            </FilterDrawer>
          </div>
        </HydratesWhereShown>
      )}
      {wide !== false && (
        <HydratesWhereShown query={minWidthQuery('md')}>
          <section aria-labelledby={headingId} css={unknown ? wideOnly : undefined}>
            <h2
              id={headingId}
              ref={sidebarHeading}
              tabIndex={-1}
              css={css`
                margin: 0 0 12px;
                font-size: 1.25rem;
              `}
            >
              Filters
            </h2>
            {panel(sidebarHeading, onChange)}
          </section>
        </HydratesWhereShown>
      )}
    </>
  );
}
