import { css, useTheme } from '@emotion/react';
import { FavouriteToggle, useSite, type Car } from '@dealerline/shared';
import { cardTag } from '@dealerline/shared/rules';
import { vehicleSubtitle, vehicleTitle } from '../utils/vehicle-title';

/**
 * The page's `<h1>`: year, make and model, with badge and series under it, the car's tag of spec §4 (SOLD,
 * RESERVED, COMING SOON… in the site's wording) and, on sites with favourites, the favourite toggle.
 */
export function VehicleHeading({ car, headingId, now }: { car: Car; headingId: string; now: Date }) {
  const site = useSite();
  const theme = useTheme();
  const title = vehicleTitle(car);
  const subtitle = vehicleSubtitle(car);
  const tag = cardTag(car, { fuelTags: site.fuel_tags, wording: site.tag_wording }, now);
  return (
    <header
      css={css`
        display: flex;
        align-items: flex-start;
        justify-content: space-between;
        gap: ${theme.space(3)};
      `}
    >
      <div>
        {tag && (
          <p
            data-tag={tag.kind}
            css={css`
              display: inline-block;
              margin: 0 0 ${theme.space(2)};
              padding: 2px 10px;
              border-radius: ${theme.radius}px;
              background: ${tag.kind === 'sold' ? theme.colors.danger : theme.colors.primary};
              color: ${tag.kind === 'sold' ? '#ffffff' : theme.colors.primaryText};
              font-size: 0.8125rem;
              font-weight: 700;
            `}
          >
            {tag.label}
          </p>
        )}
        <h1
          id={headingId}
          css={css`
            margin: 0;
            font-size: 1.75rem;
          `}
        >
          {title}
        </h1>
        {subtitle && (
          <p
            data-subtitle
            css={css`
              margin: ${theme.space(1)} 0 0;
              font-size: 1.125rem;
              color: ${theme.colors.muted};
            `}
          >
            {subtitle}
          </p>
        )}
      </div>
      {site.favourites && <FavouriteToggle car={car} title={title} />}
    </header>
  );
}
