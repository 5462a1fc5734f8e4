import { css, useTheme } from '@emotion/react';
import {
  favouriteToggled,
  selectIsFavourite,
  useAppDispatch,
  useAppSelector,
  type CarHit,
  type FavouriteEntry,
} from '@dealerline/shared';

type FavouriteCar = Pick<CarHit, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'>;

/** The Favourite entry of spec §3 for a car. */
function favouriteEntry(car: FavouriteCar): FavouriteEntry {
  const { id, name, slug, make, model, primary_image_url } = car;
  return { id, name, slug, make, model, primary_image_url };
}

/**
 * Saves or removes the car (spec §4 Favourites). The shared store's listener stores the list for the site,
 * tells the page on the bus and sends analytics event 39.
 */
export function FavouriteToggle({ car, title }: { car: FavouriteCar; title: string }) {
  const theme = useTheme();
  const saved = useAppSelector((state) => selectIsFavourite(state, car.id));
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove' : 'Save'} ${title}`}
      onClick={() => dispatch(favouriteToggled(favouriteEntry(car)))}
      css={css`
        position: absolute;
        top: 8px;
        right: 8px;
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
