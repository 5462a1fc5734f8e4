import { css, useTheme } from '@emotion/react';
import { similarCarsUrl, type Car } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { SOLD_NOTICE_BODY, SOLD_NOTICE_TITLE } from '@dealerline/shared/rules';
import { actionStyle } from './action-style';

/** The sold notice box (spec §2, §8) of a car that is no longer available, with a way to similar stock. */
export function SoldNotice({ car }: { car: Pick<Car, 'make' | 'model' | 'simple_body'> }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="sold-notice-heading"
      data-sold-notice
      css={css`
        padding: ${theme.space(4)};
        border: 2px solid ${theme.colors.danger};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.background};
      `}
    >
      <h2
        id="sold-notice-heading"
        css={css`
          margin: 0 0 ${theme.space(2)};
          font-size: 1.125rem;
          color: ${theme.colors.danger};
        `}
      >
        {SOLD_NOTICE_TITLE}
      </h2>
      <p
        css={css`
          margin: 0 0 ${theme.space(3)};
        `}
      >
        {SOLD_NOTICE_BODY}
      </p>
      <PageLink to={similarCarsUrl(car)} css={actionStyle(theme, true)}>
        Find Me Something Similar
      </PageLink>
    </section>
  );
}
