import { PageLink } from '@dealerline/shared/ui';
import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import type { SearchCtaCard } from '@dealerline/shared';
import { cardFrame } from './card-frame';

/** The site's call-to-action card among the results (spec §9: position 30 by default). */
export function CtaCard({ cta }: { cta: SearchCtaCard }) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-cta-card
      css={[
        cardFrame(theme),
        css`
          justify-content: center;
          gap: 12px;
          padding: 24px;
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          text-align: center;
        `,
      ]}
    >
      <h2
        id={headingId}
        css={css`
          margin: 0;
          font-size: 1.375rem;
        `}
      >
        {cta.heading}
      </h2>
      <p
        css={css`
          margin: 0;
        `}
      >
        {cta.text}
      </p>
      <PageLink
        to={cta.href}
        css={css`
          align-self: center;
          padding: 10px 20px;
          border: 2px solid ${theme.colors.primaryText};
          border-radius: ${theme.radius}px;
          color: ${theme.colors.primaryText};
          font-weight: 700;
          text-decoration: none;
        `}
      >
        {cta.label}
      </PageLink>
    </article>
  );
}
