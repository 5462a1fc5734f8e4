import { css, useTheme } from '@emotion/react';
import { sendCallClick, useDealer, useSite } from '@dealerline/shared';
import { telHref } from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';
import { GarageMenu } from './garage-menu';
import { MainMenu, MenuButton } from './main-menu';

/** The site's header: logo, main menu (spec §2), phone number and garage. */
export function Header() {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
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
        <MainMenu />
        <div
          css={css`
            margin-left: auto;
            display: flex;
            gap: 12px;
            align-items: center;
          `}
        >
          <a
            href={telHref(site.phone)}
            onClick={() => sendCallClick({ placement: 'header' })}
            css={{ color: 'inherit' }}
          >
            {site.phone}
          </a>
          {site.favourites && <GarageMenu />}
          <MenuButton />
        </div>
      </div>
    </header>
  );
}
