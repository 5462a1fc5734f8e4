import { css, useTheme } from '@emotion/react';
import { locationGridColumns, mq, type DealerLocation, type WithDistance } from '@dealerline/shared';
import { LocationCard } from './location-card';

interface LocationGridProps {
  items: WithDistance<DealerLocation>[];
  now: Date;
  onContactPage: boolean;
}

/**
 * Several locations (spec §2, §9): a grid whose columns depend on the count, one column on small screens,
 * up to 2 from the md breakpoint and up to 4 from xl.
 */
export function LocationGrid({ items, now, onContactPage }: LocationGridProps) {
  const theme = useTheme();
  const columns = locationGridColumns(items.length);
  return (
    <ul
      data-location-grid
      data-columns-wide={columns.wide}
      css={css`
        display: grid;
        grid-template-columns: repeat(${columns.small}, minmax(0, 1fr));
        gap: ${theme.space(4)};
        margin: 0;
        padding: 0;
        list-style: none;
        ${mq('md')} {
          grid-template-columns: repeat(${columns.medium}, minmax(0, 1fr));
        }
        ${mq('xl')} {
          grid-template-columns: repeat(${columns.wide}, minmax(0, 1fr));
        }
      `}
    >
      {items.map(({ item, distanceKm }) => (
        <li key={item.id}>
          <LocationCard location={item} now={now} onContactPage={onContactPage} distanceKm={distanceKm} />
        </li>
      ))}
    </ul>
  );
}
