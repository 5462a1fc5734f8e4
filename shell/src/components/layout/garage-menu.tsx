import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { favouriteToggled, selectFavourites, useAppDispatch, useAppSelector } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { headerButton } from './header-button';

/** The header's saved-vehicles menu on sites with favourites: count, links and remove buttons. */
export function GarageMenu() {
  const favourites = useAppSelector(selectFavourites);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  return (
    <div
      css={css`
        position: relative;
      `}
    >
      <button
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
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
              `}
            >
              {favourites.map((entry) => (
                <li key={entry.id}>
                  <PageLink to={`/cars/${entry.slug}`}>{entry.name}</PageLink>{' '}
                  <button
                    type="button"
                    aria-label={`Remove ${entry.name} from my garage`}
                    onClick={() => dispatch(favouriteToggled(entry))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PageLink to="/garage">View my garage</PageLink>
        </div>
      )}
    </div>
  );
}
