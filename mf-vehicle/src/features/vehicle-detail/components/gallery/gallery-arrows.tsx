import { css } from '@emotion/react';

interface GalleryArrowsProps {
  index: number;
  count: number;
  onStep: (index: number) => void;
}

const arrow = (side: 'left' | 'right') => css`
  position: absolute;
  top: 50%;
  ${side}: 8px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  /* transparent here; high contrast paints it, so the button keeps its round edge over the photo */
  border: 1px solid transparent;
  border-radius: 50%;
  background: rgb(255 255 255 / 90%);
  color: #1a1a1a;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

/** Previous and next buttons over a picture, disabled at the first and last photo (spec §4 carousel). */
export function GalleryArrows({ index, count, onStep }: GalleryArrowsProps) {
  if (count < 2) return null;
  return (
    <>
      <button
        type="button"
        aria-label="Previous photo"
        disabled={index === 0}
        onClick={() => onStep(index - 1)}
        css={arrow('left')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        aria-label="Next photo"
        disabled={index === count - 1}
        onClick={() => onStep(index + 1)}
        css={arrow('right')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
