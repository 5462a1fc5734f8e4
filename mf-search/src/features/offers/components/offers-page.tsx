import { css, useTheme } from '@emotion/react';
import { mq, useDealer } from '@dealerline/shared';
import { LoadError, PageLink } from '@dealerline/shared/ui';
import { DEFAULT_TIME_ZONE } from '@dealerline/shared/rules';
import { useGetOffersQuery } from '../api/get-offers';
import { OfferCard } from './offer-card';

/** /special-offers (only routed for dealers with offers): the dealer's running offers. */
export function OffersPage(_props: { variant?: string }) {
  const theme = useTheme();
  const dealer = useDealer();
  const { data: offers, isLoading, isError, refetch } = useGetOffersQuery();
  const timeZone = dealer.locations.find((location) => location.primary)?.time_zone || DEFAULT_TIME_ZONE;
  return (
    <section aria-labelledby="offers-heading">
      <h1 id="offers-heading">Special Offers</h1>
      {isLoading && <p role="status">Loading offers…</p>}
      {isError && <LoadError what="the offers" onRetry={() => void refetch()} />}
      {offers && offers.length === 0 && (
        <p>
          There are no special offers right now.{' '}
          <PageLink to="/search/new-used-and-demo-cars/">Browse our stock</PageLink>
        </p>
      )}
      {offers && offers.length > 0 && (
        <ul
          css={css`
            display: grid;
            gap: ${theme.space(4)};
            margin: 0;
            padding: 0;
            list-style: none;
            ${mq('md')} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
            ${mq('lg')} {
              grid-template-columns: repeat(3, minmax(0, 1fr));
            }
          `}
        >
          {offers.map((offer) => (
            <li
              key={offer.slug}
              css={css`
                display: flex;
              `}
            >
              <OfferCard offer={offer} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
