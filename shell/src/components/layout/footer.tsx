import { css, useTheme } from '@emotion/react';
import { mq, renderWhenNear, useDealer, useSite } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { openFooterGroups } from './open-navigation';

/** Footer groups of spec §2 (body types, models, buyer tools, servicing and parts, the dealer's own group). */
export function Footer() {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const footer = openFooterGroups(site, dealer);
  return (
    <footer
      css={css`
        /* Below the fold on every page (main is a screen tall): laid out and painted when the shopper nears it. */
        ${renderWhenNear(1400)}
        ${mq('md')} {
          contain-intrinsic-size: auto 450px;
        }
        margin-top: 48px;
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        border-top: 1px solid ${theme.colors.border};
      `}
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr;
          gap: 24px;
          max-width: 1320px;
          margin: 0 auto;
          padding: 32px 16px;
          ${mq('md')} {
            grid-template-columns: repeat(3, 1fr);
          }
          ${mq('xl')} {
            grid-template-columns: repeat(5, 1fr);
          }
        `}
      >
        {footer.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2
              css={css`
                font-size: 1rem;
              `}
            >
              {group.heading}
            </h2>
            <ul
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
                line-height: 2;
              `}
            >
              {group.links.map((link) => (
                <li key={link.href}>
                  <PageLink to={link.href} css={{ color: 'inherit' }}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p
        css={css`
          max-width: 1320px;
          margin: 0 auto;
          padding: 0 16px 24px;
        `}
      >
        © {dealer.name} · {dealer.address} · {dealer.phone}
      </p>
    </footer>
  );
}
