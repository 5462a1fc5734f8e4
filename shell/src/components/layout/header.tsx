import { css, useTheme } from '@emotion/react';
import { mq, useDealer, useSite, type NavLink } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { GarageMenu } from './garage-menu';
import { NavDropdown } from './nav-dropdown';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Header navigation of spec §2, from the site's navigation config. */
export function Header() {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const linkStyle = (item: NavLink) => css`
    display: inline-block;
    padding: 12px 8px;
    color: inherit;
    font-weight: ${item.emphasised ? 700 : 400};
    ${item.emphasised ? `background: ${theme.colors.accent}; color: ${theme.colors.accentText}; border-radius: ${theme.radius}px; padding: 8px 12px;` : ''}
  `;
  return (
    <header
      css={css`
        background: ${theme.colors.primary};
        color: ${theme.colors.primaryText};
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 12px;
          max-width: 1320px;
          margin: 0 auto;
          padding: 8px 16px;
        `}
      >
        <PageLink
          to="/"
          css={css`
            color: inherit;
            font-size: 1.25rem;
            font-weight: 700;
            text-decoration: none;
          `}
        >
          {dealer.logo.url ? (
            // A fixed 200×40 box, the logo fitted inside at its left: the page does not move when it loads. Low
            // priority: the page's main picture (its LCP) is fetched first, and the server does not preload it.
            <img
              src={dealer.logo.url}
              alt={site.name}
              width={200}
              height={40}
              fetchPriority="low"
              css={css`
                display: block;
                object-fit: contain;
                object-position: left center;
              `}
            />
          ) : (
            site.name
          )}
        </PageLink>
        <nav aria-label="Main">
          <ul
            css={css`
              display: flex;
              flex-wrap: wrap;
              list-style: none;
              margin: 0;
              padding: 0;
              gap: 4px;
              ${mq('lg')} {
                gap: 8px;
              }
            `}
          >
            {site.navigation.header.map((item) =>
              item.children?.length ? (
                <NavDropdown key={item.label} item={item} trigger={site.header_dropdown} />
              ) : (
                <li key={item.label}>
                  <PageLink to={item.href} css={linkStyle(item)}>
                    {item.label}
                  </PageLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div
          css={css`
            margin-left: auto;
            display: flex;
            gap: 12px;
            align-items: center;
          `}
        >
          <a href={telHref(site.phone)} css={{ color: 'inherit' }}>
            {site.phone}
          </a>
          {site.favourites && <GarageMenu />}
        </div>
      </div>
    </header>
  );
}
