import { memo, useId } from 'react';
import { ClassNames, css, useTheme, type Theme } from '@emotion/react';
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
import { useHitReservedInTab } from './reserved-in-tab';

const styles = {
  media: css`
    position: relative;
  `,
  favourite: css`
    position: absolute;
    top: 8px;
    right: 8px;
  `,
  location: (theme: Theme) => css`
    position: absolute;
    left: 8px;
    bottom: 8px;
    margin: 0;
    padding: 2px 8px;
    border-radius: ${theme.radius}px;
    background: rgba(0, 0, 0, 0.75);
    color: #ffffff;
    font-size: 0.8125rem;
  `,
  body: css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 12px;
    padding: 16px;
  `,
  title: css`
    margin: 0;
    font-size: 1.125rem;
  `,
  titleLink: css`
    color: inherit;
  `,
  subtitle: (theme: Theme) => css`
    margin: 4px 0 0;
    color: ${theme.colors.muted};
  `,
  actions: css`
    margin-top: auto;
  `,
};

/**
 * One search result (spec §2 "Search result card"): picture with tag banner, location and favourite toggle;
 * title, badge and series, chips, price, the weekly finance box from mf-finance (left out when the rule
 * says the car has none, and simply absent when that remote is down) and the site's buttons.
 * `position` is the card's 0-based place in the list (pictures below the fold load lazily), `belowFold`
 * says the whole list is below the first screen. A car this tab reserved since the answer was fetched shows as
 * reserved (useHitReservedInTab). Its title is an h2 in the results, which sit under the
 * page's h1, and an h3 (`inSection`) in a list under its own h2 (the home page's rows). Memoised: a filter click re-renders the page around
 * unchanged hits (the same objects from the search cache) without re-rendering their cards.
 */
export const CarCard = memo(function CarCard({
  hit: fetched,
  position,
  belowFold,
  inSection,
}: {
  hit: CarHit;
  position: number;
  belowFold?: boolean;
  inSection?: boolean;
}) {
  const Title = inSection ? 'h3' : 'h2';
  // A car this tab has just reserved reads as reserved, though the search answer on screen was fetched before.
  const hit = useHitReservedInTab(fetched);
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const titleId = useId();
  const now = new Date();
  const title = `${hit.year} ${hit.make} ${hit.model}`;
  const subtitle = [hit.badge, hit.series].filter(Boolean).join(' ');
  const location = hit.location_name || hit.city;
  return (
    // One ClassNames for the card's own elements instead of a css prop on each: every css prop is two more
    // components (emotion's wrapper and its style insertion), and a results page renders 24 cards.
    <ClassNames>
      {({ css: className }) => (
        <article aria-labelledby={titleId} data-car-id={hit.id} className={className(cardFrame(theme))}>
          <div className={className(styles.media)}>
            <CarCardImage url={hit.primary_image_url} alt={title} position={position} belowFold={belowFold} />
            <CarCardTag car={hit} now={now} />
            {site.favourites && (
              <FavouriteToggle car={hit} title={title} className={className(styles.favourite)} />
            )}
            {location && (
              <p data-location className={className(styles.location(theme))}>
                {location}
              </p>
            )}
          </div>
          <div className={className(styles.body)}>
            <div>
              <Title id={titleId} className={className(styles.title)}>
                <PageLink to={`/cars/${hit.slug}`} className={className(styles.titleLink)}>
                  {title}
                </PageLink>
              </Title>
              {subtitle && <p className={className(styles.subtitle(theme))}>{subtitle}</p>}
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
            <div className={className(styles.actions)}>
              <CarCardActions car={hit} title={title} />
            </div>
          </div>
        </article>
      )}
    </ClassNames>
  );
});
