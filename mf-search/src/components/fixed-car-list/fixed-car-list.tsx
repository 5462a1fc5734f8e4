import { useId } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { mq, renderWhenNear, type SearchSortKey } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { useFixedList } from '../../lib/search';
import { CARD_HEIGHT_PX, CarCard, RESERVED_HEIGHT_PX } from '../car-card';

interface FixedCarListProps {
  heading: string;
  /** Spec §7.2: the second search's filter string (ANDed with the site's stock filter) and its limit. */
  filters: string;
  limit: number;
  sortBy?: SearchSortKey;
  /** A link under the cards to the full search. */
  more?: { href: string; label: string };
  /** The list starts below the first screen: its pictures load lazily. */
  belowFold?: boolean;
}

/**
 * On a phone, one row the shopper swipes through (a card and the edge of the next in view) rather than a column
 * a screen per card: the home page's two lists were 18 screens of a 33-screen page. The row is laid out as a
 * whole when it comes near (its cards, side by side, are all in it); from sm up it is a grid of cards, each
 * laid out when it comes near (cardFrame).
 */
const row = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  grid-auto-flow: column;
  grid-auto-columns: 85%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  ${renderWhenNear(RESERVED_HEIGHT_PX)}
  & > li {
    scroll-snap-align: start;
  }
  & > li > * {
    content-visibility: visible;
  }
  ${mq('sm')} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    overflow-x: visible;
    scroll-snap-type: none;
    content-visibility: visible;
    contain-intrinsic-size: none;
    & > li > * {
      content-visibility: auto;
    }
  }
  ${mq('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * A titled row of result cards from the second search (featured stock, latest arrivals, a make's stock).
 * Nothing is shown when the list is empty; a failed search leaves a quiet note.
 */
export function FixedCarList({ heading, filters, limit, sortBy, more, belowFold }: FixedCarListProps) {
  const theme = useTheme();
  const headingId = useId();
  const { hits, isLoading, error } = useFixedList({ filters, limit, sortBy });
  if (!isLoading && !error && hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>{heading}</h2>
      {isLoading && (
        <p
          role="status"
          css={css`
            /* About one row of cards, so what follows the list does not jump when they arrive. */
            min-height: ${CARD_HEIGHT_PX}px;
          `}
        >
          Loading vehicles…
        </p>
      )}
      {error && <p>These vehicles cannot be shown right now.</p>}
      {hits.length > 0 && (
        <ul css={row(theme)} data-car-row>
          {hits.map((hit, position) => (
            <li key={hit.objectID}>
              <CarCard hit={hit} position={position} belowFold={belowFold} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <p>
          <PageLink to={more.href}>{more.label}</PageLink>
        </p>
      )}
    </section>
  );
}
