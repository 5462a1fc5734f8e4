import { css, useTheme } from '@emotion/react';
import { favouriteToggled, useAppDispatch, type FavouriteEntry } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { CarCardImage } from '../../../components/car-card/car-card-image';

/** One saved vehicle: its picture (the card's, `position` as in a result list), name linking to the vehicle page, and a remove button. */
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
        css={css`
          margin: 0;
          font-size: 1.125rem;
        `}
      >
        <PageLink to={`/cars/${entry.slug}`}>{entry.name}</PageLink>
      </h2>
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
