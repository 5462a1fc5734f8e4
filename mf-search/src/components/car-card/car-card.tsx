import { memo, useId } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  FavouriteToggle,
  FINANCE_BOX_HEIGHT,
  RemoteWidget,
  useDealer,
  useSite,
  type CarHit,
  type FinanceBoxProps,
} from '@dealerline/shared';
import { CarPrice, PageLink } from '@dealerline/shared/ui';
import { isFinanceBoxShown } from '@dealerline/shared/rules';
import { CarCardActions } from './car-card-actions';
import { CarCardChips } from './car-card-chips';
import { CarCardImage } from './car-card-image';
import { CarCardTag } from './car-card-tag';
import { cardFrame } from './card-frame';

/**
 * One search result (spec §2 "Search result card"): picture with tag banner, location and favourite toggle;
 * title, badge and series, chips, price, the weekly finance box from mf-finance (left out when the rule
 * says the car has none, and simply absent when that remote is down) and the site's buttons.
 * `position` is the card's 0-based place in the list (pictures below the fold load lazily), `belowFold`
 * says the whole list is below the first screen. Memoised: a filter click re-renders the page around
 * unchanged hits (the same objects from the search cache) without re-rendering their cards.
 */
export const CarCard = memo(function CarCard({
  hit,
  position,
  belowFold,
}: {
  hit: CarHit;
  position: number;
  belowFold?: boolean;
}) {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const titleId = useId();
  const now = new Date();
  const title = `${hit.year} ${hit.make} ${hit.model}`;
  const subtitle = [hit.badge, hit.series].filter(Boolean).join(' ');
  const location = hit.location_name || hit.city;
  return (
    <article aria-labelledby={titleId} data-car-id={hit.id} css={cardFrame(theme)}>
      <div
        css={css`
          position: relative;
        `}
      >
        <CarCardImage url={hit.primary_image_url} alt={title} position={position} belowFold={belowFold} />
        <CarCardTag car={hit} now={now} />
        {site.favourites && (
          <FavouriteToggle
            car={hit}
            title={title}
            css={css`
              position: absolute;
              top: 8px;
              right: 8px;
            `}
          />
        )}
        {location && (
          <p
            data-location
            css={css`
              position: absolute;
              left: 8px;
              bottom: 8px;
              margin: 0;
              padding: 2px 8px;
              border-radius: ${theme.radius}px;
              background: rgba(0, 0, 0, 0.75);
              color: #ffffff;
              font-size: 0.8125rem;
            `}
          >
            {location}
          </p>
        )}
      </div>
      <div
        css={css`
          display: flex;
          flex: 1;
          flex-direction: column;
          gap: 12px;
          padding: 16px;
        `}
      >
        <div>
          <h2
            id={titleId}
            css={css`
              margin: 0;
              font-size: 1.125rem;
            `}
          >
            <PageLink
              to={`/cars/${hit.slug}`}
              css={css`
                color: inherit;
              `}
            >
              {title}
            </PageLink>
          </h2>
          {subtitle && (
            <p
              css={css`
                margin: 4px 0 0;
                color: ${theme.colors.muted};
              `}
            >
              {subtitle}
            </p>
          )}
        </div>
        <CarCardChips car={hit} />
        <CarPrice car={hit} />
        {isFinanceBoxShown(hit, site, dealer, now) && (
          <RemoteWidget<FinanceBoxProps>
            remote="mf-finance"
            module="finance-box"
            props={{ car: hit }}
            placeholderHeight={FINANCE_BOX_HEIGHT}
          />
        )}
        <div
          css={css`
            margin-top: auto;
          `}
        >
          <CarCardActions car={hit} title={title} />
        </div>
      </div>
    </article>
  );
});
