import { useRef, type FocusEvent, type MouseEvent } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { mq, useDealer, useSite, type NavLink } from '@dealerline/shared';
import { filledButtonEdge, PageLink } from '@dealerline/shared/ui';
import { headerButton } from './header-button';
import { NAV_ITEM_PADDING, NavDropdown } from './nav-dropdown';
import { openHeaderLinks } from './open-navigation';
import { isOpenPopover, useCloseFromMd } from './popover-menu';

/** The id the header's Menu button opens. One header per page. */
export const MAIN_MENU_ID = 'main-menu';

/** Buttons of the phone layout only: from md up the menu is a row of links in the header. */
const phoneOnly = css`
  ${mq('md')} {
    display: none;
  }
`;

const sheet = (theme: Theme) => css`
  /* On a phone, the browser's popover: a sheet over the top of the page while open. */
  &:popover-open {
    position: fixed;
    inset: 0 0 auto;
    width: auto;
    height: auto;
    max-height: 100dvh;
    margin: 0;
    border: 0;
    padding: 8px 16px 16px;
    overflow-y: auto;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  }
  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
  ${mq('md')} {
    display: block;
    position: static;
    inset: auto;
    width: auto;
    height: auto;
    margin: 0;
    border: 0;
    padding: 0;
    overflow: visible;
    background: none;
    color: inherit;
    box-shadow: none;
  }
`;

const list = css`
  display: flex;
  flex-direction: column;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: 4px;
  ${mq('md')} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const linkStyle = (item: NavLink, theme: Theme) => css`
  display: inline-block;
  padding: ${NAV_ITEM_PADDING};
  color: inherit;
  font-weight: ${item.emphasised ? 700 : 400};
  ${
    item.emphasised &&
    css`
      ${filledButtonEdge('8px', '12px')}
      border-radius: ${theme.radius}px;
      background: ${theme.colors.accent};
      color: ${theme.colors.accentText};
    `
  }
`;

/** A link followed inside the open sheet navigates in the page, so the sheet closes itself. */
function closeAfterLink(event: MouseEvent<HTMLElement>) {
  const menu = event.currentTarget;
  if ((event.target as Element).closest('a') && isOpenPopover(menu)) menu.hidePopover();
}

/**
 * Tab past the open sheet's last link (or back past its first) closes it: the sheet covers the top of the
 * page, and focus would go on under it, out of sight. Its Menu button, and a tap on nothing, keep it open.
 */
function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
  const menu = event.currentTarget;
  const next = event.relatedTarget as Element | null;
  if (!next || menu.contains(next) || next.getAttribute('popovertarget') === MAIN_MENU_ID) return;
  if (isOpenPopover(menu)) menu.hidePopover();
}

/**
 * The header's navigation of spec §2, from the site's navigation config. From md up it is a row of links; on a
 * phone it waits behind the header's Menu button (`MenuButton`), so a page starts under a short header. It is
 * the browser's popover: it opens before the shell has hydrated, closes with Escape, on a tap outside and
 * when focus leaves it, and the button tells assistive technology whether it is open.
 */
export function MainMenu() {
  const site = useSite();
  const header = openHeaderLinks(site, useDealer());
  const theme = useTheme();
  const menu = useRef<HTMLElement>(null);
  useCloseFromMd(menu);
  return (
    <nav
      ref={menu}
      id={MAIN_MENU_ID}
      aria-label="Main"
      popover="auto"
      css={sheet(theme)}
      onClick={closeAfterLink}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        type="button"
        popoverTarget={MAIN_MENU_ID}
        popoverTargetAction="hide"
        css={[headerButton(theme), phoneOnly, { marginBottom: 8 }]}
      >
        Close menu
      </button>
      <ul css={list}>
        {header.map((item) =>
          item.children?.length ? (
            <NavDropdown key={item.label} item={item} trigger={site.header_dropdown} />
          ) : (
            <li key={item.label}>
              <PageLink to={item.href} css={linkStyle(item, theme)}>
                {item.label}
              </PageLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Opens the main menu on a phone; hidden from md up, where the menu is always shown. */
export function MenuButton() {
  const theme = useTheme();
  return (
    <button type="button" popoverTarget={MAIN_MENU_ID} css={[headerButton(theme), phoneOnly]}>
      Menu
    </button>
  );
}
