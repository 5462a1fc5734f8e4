import { useId } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { mq, type SearchSortKey } from '@dealerline/shared';
import { PageLink, swipeRowOnPhone } from '@dealerline/shared/ui';
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
 * A grid of cards, each laid out when it comes near (cardFrame); on a phone, one row the shopper swipes
 * through (swipeRowOnPhone).
 */
const cardRow = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  ${mq('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${swipeRowOnPhone(RESERVED_HEIGHT_PX)}
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
        <ul css={cardRow(theme)} data-car-row>
          {hits.map((hit, position) => (
            <li key={hit.objectID}>
              <CarCard hit={hit} position={position} belowFold={belowFold} inSection />
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
