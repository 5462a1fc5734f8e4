import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  favouriteToggled,
  similarCarsUrl,
  useAppDispatch,
  useSite,
  type FavouriteEntry,
} from '@dealerline/shared';
import { savedCarNote } from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';
import { CarCardImage } from '../../../components/car-card/car-card-image';
import { useSavedCarState } from '../hooks/use-saved-car-state';

/**
 * One saved vehicle: its picture (the card's, `position` as in a result list), name linking to the vehicle page,
 * and a remove button. A car that has sold says so (spec §8's sold notice) and one reserved shows the site's
 * RESERVED tag; one the site no longer lists says so, its name no longer a link (its page is gone). Both of
 * the first offer Find Me Something Similar (its make and model).
 */
export function GarageEntry({
  entry,
  position,
  onRemove,
}: {
  entry: FavouriteEntry;
  position: number;
  /** Told as the entry is removed (the page then moves focus: useFocusAfterRemoval). */
  onRemove: () => void;
}) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const site = useSite();
  const titleId = useId();
  const state = useSavedCarState(entry);
  const note = savedCarNote(state, site.tag_wording);
  return (
    <article
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space(2)};
        height: 100%;
        padding: ${theme.space(3)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
      `}
    >
      <CarCardImage url={entry.primary_image_url} alt={entry.name} position={position} />
      <h2
        id={titleId}
        css={css`
          margin: 0;
          font-size: 1.125rem;
        `}
      >
        {state === 'gone' ? entry.name : <PageLink to={`/cars/${entry.slug}`}>{entry.name}</PageLink>}
      </h2>
      {note && (
        <p
          data-saved-car-state={state}
          css={css`
            margin: 0;
            font-weight: 700;
            color: ${state === 'reserved' ? theme.colors.text : theme.colors.danger};
          `}
        >
          {note}
        </p>
      )}
      {(state === 'sold' || state === 'gone') && entry.make && entry.model && (
        <PageLink
          to={similarCarsUrl({ make: entry.make, model: entry.model, simple_body: null })}
          aria-describedby={titleId}
        >
          Find Me Something Similar
        </PageLink>
      )}
      <button
        type="button"
        onClick={() => {
          onRemove();
          dispatch(favouriteToggled(entry));
        }}
        aria-label={`Remove ${entry.name}`}
        data-garage-remove
        css={css`
          align-self: flex-start;
          margin-top: auto;
          padding: ${theme.space(2)} ${theme.space(3)};
          border: 1px solid ${theme.colors.primary};
          border-radius: ${theme.radius}px;
          background: ${theme.colors.background};
          color: ${theme.colors.link};
          font: inherit;
          cursor: pointer;
        `}
      >
        Remove
      </button>
    </article>
  );
}
