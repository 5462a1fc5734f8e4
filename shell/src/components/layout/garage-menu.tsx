import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { favouriteToggled, selectFavourites, useAppDispatch, useAppSelector } from '@dealerline/shared';
import { PageLink, useFocusAfterRemoval } from '@dealerline/shared/ui';
import { headerButton } from './header-button';

/**
 * The header's saved-vehicles menu on sites with favourites: count, links and remove buttons. It closes with
 * Escape (focus back on its button) and on a press outside it; a removal leaves focus in the menu.
 */
export function GarageMenu() {
  const favourites = useAppSelector(selectFavourites);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const viewAll = useRef<HTMLAnchorElement>(null);
  const removed = useFocusAfterRemoval(list, '[data-garage-remove]', viewAll);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={menu}
      onKeyDown={closeOnEscape}
      css={css`
        position: relative;
      `}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-garage-count={favourites.length}
        css={headerButton(theme)}
      >
        My Garage ({favourites.length})
      </button>
      {open && (
        <div
          css={css`
            position: absolute;
            right: 0;
            z-index: 20;
            min-width: 260px;
            padding: 12px;
            background: #fff;
            color: ${theme.colors.text};
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radius}px;
          `}
        >
          {favourites.length === 0 ? (
            <p>No saved vehicles yet.</p>
          ) : (
            <ul
              ref={list}
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
              `}
            >
              {favourites.map((entry, index) => (
                <li
                  key={entry.id}
                  css={css`
                    display: flex;
                    align-items: center;
                    justify-content: space-between;
                    gap: 8px;
                  `}
                >
                  <PageLink to={`/cars/${entry.slug}`}>{entry.name}</PageLink>
                  <button
                    type="button"
                    aria-label={`Remove ${entry.name} from my garage`}
                    data-garage-remove
                    onClick={() => {
                      removed(index);
                      dispatch(favouriteToggled(entry));
                    }}
                    css={css`
                      min-width: 44px;
                      min-height: 44px;
                      border: 0;
                      background: none;
                      color: inherit;
                      font-size: 1.25rem;
                      cursor: pointer;
                    `}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PageLink ref={viewAll} to="/garage">
            View my garage
          </PageLink>
        </div>
      )}
    </div>
  );
}
