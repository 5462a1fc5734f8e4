import { css, useTheme } from '@emotion/react';
import type { FavouriteEntry } from '../domain/car';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { favouriteToggled, selectIsFavourite } from './favourites-slice';

/** What the toggle needs of a car: the Favourite entry of spec §3 (a search hit and a Car both have it). */
export type FavouriteCar = FavouriteEntry;

/** The Favourite entry of spec §3 for a car (only its fields, not the whole car, are stored). */
function favouriteEntry(car: FavouriteCar): FavouriteEntry {
  const { id, name, slug, make, model, primary_image_url } = car;
  return { id, name, slug, make, model, primary_image_url };
}

interface FavouriteToggleProps {
  car: FavouriteCar;
  /** The car's title, for the button's name ("Save 2021 Toyota HiLux"). */
  title: string;
  /** Where the page places the button (emotion's css prop of the caller arrives as a class name). */
  className?: string;
}

/**
 * Saves or removes the car (spec §4 Favourites): a round heart button, pressed when saved. Its name stays
 * "Save {car}" either way (a toggle button says its state by being pressed; one that also renamed itself read
 * "Remove …, pressed"). The shared store's
 * listener stores the list for the site, tells the page on the bus and sends analytics event 39. Used by the
 * search cards and the vehicle page; render it only on sites with favourites.
 */
export function FavouriteToggle({ car, title, className }: FavouriteToggleProps) {
  const theme = useTheme();
  const saved = useAppSelector((state) => selectIsFavourite(state, car.id));
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${title}`}
      onClick={() => dispatch(favouriteToggled(favouriteEntry(car)))}
      className={className}
      css={css`
        display: grid;
        place-items: center;
        width: 40px;
        height: 40px;
        padding: 0;
        border: 1px solid ${theme.colors.border};
        border-radius: 50%;
        background: #ffffff;
        color: ${theme.colors.danger};
        cursor: pointer;
      `}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
