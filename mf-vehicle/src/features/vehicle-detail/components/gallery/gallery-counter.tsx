import { css } from '@emotion/react';

/** "Photo 2 of 12", announced politely as the photo changes. */
export function GalleryCounter({ index, count }: { index: number; count: number }) {
  return (
    <p
      aria-live="polite"
      data-photo-counter
      css={css`
        position: absolute;
        right: 8px;
        bottom: 8px;
        margin: 0;
        padding: 2px 10px;
        border-radius: 999px;
        background: rgb(0 0 0 / 75%);
        color: #ffffff;
        font-size: 0.875rem;
      `}
    >
      Photo {index + 1} of {count}
    </p>
  );
}
