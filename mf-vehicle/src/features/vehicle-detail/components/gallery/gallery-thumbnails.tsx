import { useEffect, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import type { CarImage } from '@dealerline/shared';
import { GalleryThumbnail } from './gallery-thumbnail';

interface GalleryThumbnailsProps {
  images: CarImage[];
  index: number;
  onSelect: (index: number) => void;
}

/**
 * The strip of thumbnails under the main picture; the one shown is marked current. The strip is one stop of
 * the Tab key, on the current thumbnail (a caravan's 20 photos were 20 stops before the price and the
 * buttons): the gallery's arrow keys, Home and End move along it, and focus follows the photo shown.
 */
export function GalleryThumbnails({ images, index, onSelect }: GalleryThumbnailsProps) {
  const theme = useTheme();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const strip = list.current;
    if (!strip?.contains(document.activeElement)) return;
    strip.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [index]);
  return (
    <ul
      ref={list}
      aria-label="Choose a photo"
      css={css`
        display: flex;
        gap: ${theme.space(2)};
        margin: ${theme.space(2)} 0 0;
        padding: ${theme.space(1)};
        list-style: none;
        overflow-x: auto;
      `}
    >
      {images.map((image, i) => (
        <li key={`${i}-${image.url}`}>
          <button
            type="button"
            aria-label={`Show photo ${i + 1} of ${images.length}`}
            aria-current={i === index ? 'true' : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(i)}
            css={css`
              display: block;
              padding: 0;
              border: 3px solid ${i === index ? theme.colors.primary : 'transparent'};
              border-radius: ${theme.radius}px;
              overflow: hidden;
              background: ${theme.colors.surface};
              cursor: pointer;
            `}
          >
            <GalleryThumbnail url={image.thumb || image.url} />
          </button>
        </li>
      ))}
    </ul>
  );
}
