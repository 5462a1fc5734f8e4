import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { useDealer, useSite, type Car } from '@dealerline/shared';
import { canReserve, cardTag } from '@dealerline/shared/rules';

export const RESERVED_NOTICE = {
  title: 'This car is reserved',
  /**
   * Names the site's reserved tag only when the listing shows it (a fuel tag comes first on some sites), and
   * says what the shopper cannot do only where the site offers it: reserve where the dealer reserves, buy
   * online where the site sells online.
   */
  body: ({ tag, reserves, buysOnline }: { tag: string | null; reserves: boolean; buysOnline: boolean }) =>
    'A deposit is holding it for a buyer' +
    (tag ? ` (its listing shows ${tag})` : '') +
    (reserves ? `, so it cannot be reserved${buysOnline ? ' or bought online' : ''}` : '') +
    '. Enquire and we will let you know if it becomes available again.',
} as const;

/**
 * A car still for sale that a deposit holds (`reserved`): says so, since its page then offers no Reserve and
 * its tag may name something else first (Electric or Hybrid comes before RESERVED, spec §4), so a shopper
 * was left to guess why the button was gone. Names the listing's tag in the site's words when that is the
 * tag the listing shows.
 */
export function ReservedNotice({ car, now }: { car: Car; now: Date }) {
  const theme = useTheme();
  const headingId = useId();
  const site = useSite();
  const dealer = useDealer();
  const tag = cardTag(car, { fuelTags: site.fuel_tags, wording: site.tag_wording }, now);
  // Would the car be offered for reserve were it not reserved? (A dealer without autograb reserves nothing.)
  const reserves = canReserve({ ...car, reserved: false }, dealer);
  return (
    <section
      aria-labelledby={headingId}
      data-reserved-notice
      css={css`
        padding: ${theme.space(3)};
        border: 2px solid ${theme.colors.primary};
        border-radius: ${theme.radius}px;
      `}
    >
      <h2
        id={headingId}
        css={css`
          margin: 0 0 ${theme.space(1)};
          font-size: 1.125rem;
        `}
      >
        {RESERVED_NOTICE.title}
      </h2>
      <p
        css={css`
          margin: 0;
        `}
      >
        {RESERVED_NOTICE.body({
          tag: tag?.kind === 'reserved' ? tag.label : null,
          reserves,
          buysOnline: site.buy_online,
        })}
      </p>
    </section>
  );
}
