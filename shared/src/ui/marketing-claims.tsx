import { css, useTheme } from '@emotion/react';
import type { MarketingClaim } from '../domain/content';

/**
 * Marketing claims (spec §9: "3 year warranty/protection plan on used vehicles; serving since 1969") as a
 * row of short statements, each a headline and a sentence, two or more a row on wide screens.
 */
export function MarketingClaims({ claims }: { claims: readonly MarketingClaim[] }) {
  const theme = useTheme();
  if (claims.length === 0) return null;
  return (
    <ul
      aria-label="Why buy from us"
      data-marketing-claims
      css={css`
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
        gap: ${theme.space(4)};
        margin: ${theme.space(4)} 0;
        padding: 0;
        list-style: none;
      `}
    >
      {claims.map((claim) => (
        <li
          key={claim.title}
          css={css`
            padding: ${theme.space(4)};
            border-top: 4px solid ${theme.colors.primary};
            border-radius: ${theme.radius}px;
            background: ${theme.colors.surface};
          `}
        >
          <strong
            css={css`
              display: block;
              margin-bottom: ${theme.space(1)};
              font-size: 1.25rem;
            `}
          >
            {claim.title}
          </strong>
          <span>{claim.text}</span>
        </li>
      ))}
    </ul>
  );
}
