import { css, useTheme } from '@emotion/react';
import { formatAud, priceDisplay, useSite, type CarHit } from '@dealerline/shared';

type PricedCar = Pick<CarHit, 'price' | 'before_price' | 'subscription_price' | 'preorder' | 'price_type'>;

/** Was-price, price and price type by the price display priority of spec §4, in the site's words. */
export function CarCardPrice({ car }: { car: PricedCar }) {
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
    font-size: 1.5rem;
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
