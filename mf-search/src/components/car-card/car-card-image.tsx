import { css, useTheme } from '@emotion/react';
import { NOT_FOUND_IMAGE, NOT_FOUND_IMAGE_ALT, imageAtWidth, useImageFallback } from '@dealerline/shared/ui';
import { CARD_IMAGE_SIZE, CARD_IMAGE_SIZES, cardSrcSet } from './card-image-sources';

/** Cards from this position on (0-based) are below the fold: past a desktop's first row of three. */
export const LAZY_FROM_POSITION = 3;

interface Props {
  url: string | null;
  alt: string;
  position: number;
  /** The whole list starts below the first screen (the home page's stock). */
  belowFold?: boolean;
}

/**
 * The card's picture in a 3:2 box: responsive widths from the image endpoint, lazy below the fold, and the
 * default not-found picture when the car has none or it fails to load (spec §8). The first card of a list
 * that opens the page is likely its largest picture, so it is fetched first; a list below the fold leaves
 * the bandwidth to what is above it (React preloads every eager picture of the server's HTML).
 */
export function CarCardImage({ url, alt, position, belowFold = false }: Props) {
  const theme = useTheme();
  const { photo, onError, ref } = useImageFallback(url);
  return (
    <img
      key={photo ?? 'not-found'}
      src={photo ? imageAtWidth(photo, CARD_IMAGE_SIZE.width) : NOT_FOUND_IMAGE}
      srcSet={photo ? cardSrcSet(photo) : undefined}
      sizes={photo ? CARD_IMAGE_SIZES : undefined}
      alt={photo ? alt : NOT_FOUND_IMAGE_ALT}
      width={CARD_IMAGE_SIZE.width}
      height={CARD_IMAGE_SIZE.height}
      loading={belowFold || position >= LAZY_FROM_POSITION ? 'lazy' : 'eager'}
      fetchPriority={!belowFold && position === 0 ? 'high' : undefined}
      decoding="async"
      onError={onError}
      ref={ref}
      css={css`
        display: block;
        width: 100%;
        height: auto;
        aspect-ratio: ${CARD_IMAGE_SIZE.width} / ${CARD_IMAGE_SIZE.height};
        object-fit: cover;
        background: ${theme.colors.surface};
      `}
    />
  );
}
