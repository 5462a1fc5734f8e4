import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatNumber, mq } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';

export interface Tile {
  href: string;
  label: string;
  /** Cars behind the tile, when known. */
  count?: number;
}

interface TileListProps {
  heading: string;
  tiles: readonly Tile[];
}

/** A titled grid of link tiles (body types, makes, price ranges); nothing when there are no tiles. */
export function TileList({ heading, tiles }: TileListProps) {
  const theme = useTheme();
  const headingId = useId();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul
        css={css`
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: ${theme.space(2)};
          margin: 0 0 ${theme.space(6)};
          padding: 0;
          list-style: none;
          ${mq('md')} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `}
      >
        {tiles.map((tile) => (
          <li key={tile.href}>
            <PageLink
              to={tile.href}
              css={css`
                display: flex;
                /* The count goes under the name when both do not fit, and a name longer than the tile
                   breaks: side by side they pushed a 320 px page sideways with the shopper's own text
                   spacing (WCAG 1.4.10, 1.4.12). */
                flex-wrap: wrap;
                overflow-wrap: anywhere;
                justify-content: space-between;
                gap: 0 ${theme.space(2)};
                height: 100%;
                padding: ${theme.space(3)};
                border: 1px solid ${theme.colors.border};
                border-radius: ${theme.radius}px;
                background: ${theme.colors.surface};
                color: ${theme.colors.text};
                font-weight: 700;
                text-decoration: none;
                &:hover,
                &:focus-visible {
                  border-color: ${theme.colors.primary};
                }
              `}
            >
              {tile.label}
              {tile.count !== undefined && (
                <span
                  css={css`
                    color: ${theme.colors.muted};
                    font-weight: 400;
                  `}
                >
                  {` (${formatNumber(tile.count)})`}
                </span>
              )}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
