import { css, useTheme } from '@emotion/react';
import { mq, renderWhenNear, type DealerLocation } from '@dealerline/shared';
import { locationGridColumns, type WithDistance } from '@dealerline/shared/rules';
import { swipeRowOnPhone } from '@dealerline/shared/ui';
import { columnsUpTo } from '../utils/grid-columns';
import { LocationCard } from './location-card';

interface LocationGridProps {
  items: WithDistance<DealerLocation>[];
  now: Date;
  onContactPage: boolean;
}

/**
 * The height a location card out of sight holds until it is laid out: more than the tallest demo card at any
 * width (986 px measured: three departments' opening hours at 320 px).
 */
const RESERVED_CARD_HEIGHT_PX = 1100;

/**
 * Several locations (spec §2, §9): a grid whose columns depend on the count, one column on small screens,
 * up to 2 from the md breakpoint and up to 4 from xl, and fewer when a card would be narrower than its least
 * width (in rem: with larger text the opening hours spilled out of the cards). A card out of sight is laid
 * out only when the shopper nears it: at the foot of the home page, a group's eight cards (450 elements of
 * opening hours) were a third of the page's first layout. Outside the contact pages, where the locations are one block among
 * others, a phone shows them as a row the shopper swipes through (a card is a screen or more tall there);
 * on a contact page they are the page, one under another.
 */
export function LocationGrid({ items, now, onContactPage }: LocationGridProps) {
  const theme = useTheme();
  const columns = locationGridColumns(items.length);
  const gap = theme.space(4);
  return (
    <ul
      data-location-grid
      data-columns-wide={columns.wide}
      css={css`
        display: grid;
        grid-template-columns: repeat(${columns.small}, minmax(0, 1fr));
        gap: ${gap};
        margin: 0;
        padding: 0;
        list-style: none;
        ${mq('md')} {
          grid-template-columns: ${columnsUpTo(columns.medium, gap)};
        }
        ${mq('xl')} {
          grid-template-columns: ${columnsUpTo(columns.wide, gap)};
        }
        ${onContactPage ? '' : swipeRowOnPhone(RESERVED_CARD_HEIGHT_PX)}
      `}
    >
      {items.map(({ item, distanceKm }) => (
        <li
          key={item.id}
          css={css`
            ${renderWhenNear(RESERVED_CARD_HEIGHT_PX)}
          `}
        >
          <LocationCard location={item} now={now} onContactPage={onContactPage} distanceKm={distanceKm} />
        </li>
      ))}
    </ul>
  );
}
