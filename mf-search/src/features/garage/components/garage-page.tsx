import { favouriteToggled, selectFavourites, useAppDispatch, useAppSelector } from '@dealerline/shared';

/** The garage: vehicles this shopper saved on this site (spec §4 Favourites). */
export function GaragePage(_props: { variant?: string }) {
  const favourites = useAppSelector(selectFavourites);
  const dispatch = useAppDispatch();
  return (
    <section aria-labelledby="garage-heading">
      <h1 id="garage-heading">My Garage</h1>
      {favourites.length === 0 ? (
        <p>You have not saved any vehicles yet.</p>
      ) : (
        <ul>
          {favourites.map((entry) => (
            <li key={entry.id}>
              <a href={`/cars/${entry.slug}`}>{entry.name}</a>{' '}
              <button type="button" onClick={() => dispatch(favouriteToggled(entry))}>
                Remove {entry.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
