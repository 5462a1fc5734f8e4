import { PageLink, useHydrated } from '@dealerline/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { mq, type DropdownTrigger, type NavLink } from '@dealerline/shared';

/**
 * A header link's or sub-menu button's padding: 44 px tall for a finger, narrow at the sides so the menu, the
 * logo, the phone number and the garage share one row from 1280 px (a group's eight items).
 */
export const NAV_ITEM_PADDING = '12px 6px';

/** The server's HTML: shown while the pointer is over the menu's item or focus is inside it. */
const opensWithoutScript = css`
  li:not(:hover):not(:focus-within) > & {
    display: none;
  }
`;

interface Props {
  item: NavLink;
  trigger: DropdownTrigger;
}

/**
 * A header menu with children. Some dealers open it on hover, others on click (spec §2); either way its
 * button toggles it (a tap on a touch screen, Enter or Space; on a hover site the click that follows the
 * pointer's arrival keeps it open), and it closes with Escape (focus back on its button), when focus leaves
 * it, on an outside click and after a link is followed. Until the
 * page's code runs (and for good without JavaScript) CSS opens it instead, while the pointer is over it or
 * focus (a tap, the Tab key) is inside it.
 */
export function NavDropdown({ item, trigger }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const theme = useTheme();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  // Opened by the pointer coming over it: the click that usually follows (a mouse's on its button, or a
  // touch screen's tap, which comes over the item first) keeps it open; any other click toggles it.
  const openedByHover = useRef(false);
  const hover =
    trigger === 'hover'
      ? {
          onMouseEnter: () => {
            if (!open) openedByHover.current = true;
            setOpen(true);
          },
          onMouseLeave: () => {
            openedByHover.current = false;
            setOpen(false);
          },
        }
      : {};
  return (
    <li
      ref={root}
      css={css`
        position: relative;
      `}
      data-dropdown-trigger={trigger}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      {...hover}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          const keep = openedByHover.current;
          openedByHover.current = false;
          setOpen((value) => keep || !value);
        }}
        css={css`
          background: none;
          border: 0;
          font: inherit;
          color: inherit;
          cursor: pointer;
          padding: ${NAV_ITEM_PADDING};
        `}
      >
        {item.label} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={menuId}
        hidden={hydrated ? !open : undefined}
        css={[
          !hydrated && opensWithoutScript,
          css`
            margin: 0;
            padding: 8px 0;
            list-style: none;
            background: #fff;
            color: ${theme.colors.text};
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radius}px;
            /* In the phone's menu sheet it opens in place, pushing the links below it down. */
            ${mq('md')} {
              position: absolute;
              z-index: 20;
              top: 100%;
              left: 0;
              min-width: 220px;
              box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
            }
          `,
        ]}
      >
        {item.children?.map((child) => (
          <li key={child.href}>
            <PageLink
              to={child.href}
              onClick={() => setOpen(false)}
              css={css`
                display: block;
                padding: 8px 16px;
                color: inherit;
              `}
            >
              {child.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
