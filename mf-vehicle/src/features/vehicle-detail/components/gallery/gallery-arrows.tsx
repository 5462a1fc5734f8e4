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
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
`;

/**
 * Previous and next buttons over a picture, disabled at the first and last photo (spec §4 carousel). They are
 * marked disabled (aria-disabled) rather than made so: a disabled button loses focus, so a keyboard shopper
 * pressing Next to the last photo was dropped to the page's start, or out of the full screen dialog.
 */
export function GalleryArrows({ index, count, onStep }: GalleryArrowsProps) {
  if (count < 2) return null;
  const arrowButton = (
    side: 'left' | 'right',
    label: string,
    target: number,
    atEnd: boolean,
    glyph: string,
  ) => (
    <button
      type="button"
      aria-label={label}
      aria-disabled={atEnd || undefined}
      onClick={() => {
        if (!atEnd) onStep(target);
      }}
      css={arrow(side)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <>
      {arrowButton('left', 'Previous photo', index - 1, index === 0, '‹')}
      {arrowButton('right', 'Next photo', index + 1, index === count - 1, '›')}
    </>
  );
}
