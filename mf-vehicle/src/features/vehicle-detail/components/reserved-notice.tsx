import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { useSite } from '@dealerline/shared';

export const RESERVED_NOTICE = {
  title: 'This car is reserved',
  body: (tag: string) =>
    `A deposit is holding it for a buyer (its listing shows ${tag}), so it cannot be reserved or bought ` +
    'online. Enquire and we will let you know if it becomes available again.',
} as const;

/**
 * A car still for sale that a deposit holds (`reserved`): says so, since its page then offers no Reserve and
 * its tag may name something else first (Electric or Hybrid comes before RESERVED, spec §4), so a shopper
 * was left to guess why the button was gone. Names the listing's tag in the site's words (tag wording).
 */
export function ReservedNotice() {
  const theme = useTheme();
  const headingId = useId();
  const { tag_wording: wording } = useSite();
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
        {RESERVED_NOTICE.body(wording.reserved)}
      </p>
    </section>
  );
}
