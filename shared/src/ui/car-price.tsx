import { css, useTheme } from '@emotion/react';
import type { Car } from '../domain/car';
import { formatAud } from '../format/currency';
import { priceDisplay } from '../rules/price-display';
import { useSite } from '@dealerline/shared';

export type PricedCar = Pick<
  Car,
  'price' | 'before_price' | 'subscription_price' | 'preorder' | 'price_type'
>;

const AMOUNT_SIZE = { card: '1.5rem', page: '2rem' } as const;

/**
 * Was-price, price and price type by the price display priority of spec §4, in the site's words: the result
 * cards (`size` card) and the vehicle page (`size` page). The root carries `data-price` with the kind shown.
 */
export function CarPrice({ car, size = 'card' }: { car: PricedCar; size?: keyof typeof AMOUNT_SIZE }) {
  const site = useSite();
  const theme = useTheme();
  const display = priceDisplay(car, {
    subscription: site.offers_subscription,
    noPriceText: site.no_price_text,
  });
  const small = css`
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  `;
  const amount = css`
    margin: 0;
    font-size: ${AMOUNT_SIZE[size]};
    font-weight: 700;
  `;
  switch (display.kind) {
    case 'subscription':
      return (
        <div data-price={display.kind}>
          <p css={amount}>
            {formatAud(display.amount)}{' '}
            <span
              css={css`
                font-size: 1rem;
                font-weight: 400;
              `}
            >
              /week
            </span>
          </p>
          <p css={small}>Subscription</p>
        </div>
      );
    case 'reduced':
    case 'price':
      return (
        <div data-price={display.kind}>
          {display.kind === 'reduced' && (
            <p css={small}>
              Was <s>{formatAud(display.was)}</s>
            </p>
          )}
          <p css={amount}>{formatAud(display.amount)}</p>
          {car.price_type && <p css={small}>{car.price_type}</p>}
        </div>
      );
    case 'preorder':
    case 'no_price':
      return (
        <div data-price={display.kind}>
          <p css={amount}>{display.label}</p>
        </div>
      );
  }
}
