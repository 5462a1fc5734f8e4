import { css, useTheme } from '@emotion/react';
import { formatAud, useSite, type Car } from '@dealerline/shared';
import { marketPriceIndicator, type MarketPricedCar } from '@dealerline/shared/rules';

/**
 * The market price indicator (spec §5, §9): shown when the price is at least $500 below the market average,
 * the state average preferred. The wording is ours (the spec gives none).
 */
export function MarketPriceNote({ car }: { car: MarketPricedCar & Pick<Car, 'state'> }) {
  const theme = useTheme();
  const site = useSite();
  const indicator = marketPriceIndicator(car, { subscription: site.offers_subscription });
  if (!indicator.shown) return null;
  const market =
    indicator.basis === 'state' ? `the ${car.state.toUpperCase()} market average` : 'the market average';
  return (
    <p
      data-market-price={indicator.basis}
      css={css`
        margin: 0;
        padding: ${theme.space(2)} ${theme.space(3)};
        border-left: 4px solid ${theme.colors.success};
        background: ${theme.colors.surface};
      `}
    >
      <strong
        css={css`
          color: ${theme.colors.success};
        `}
      >
        Below market price
      </strong>
      <br />
      {formatAud(indicator.difference)} below {market} of {formatAud(indicator.average)}
    </p>
  );
}
