import { css, useTheme } from '@emotion/react';
import { NOT_FOUND_IMAGE, NOT_FOUND_IMAGE_ALT, imageAtWidth, useImageFallback } from '@dealerline/shared';
import { CARD_IMAGE_SIZE, CARD_IMAGE_SIZES, cardSrcSet } from './card-image-sources';

/** Cards from this position on (0-based) are below the fold: past a desktop's first row of three. */
export const LAZY_FROM_POSITION = 3;

interface Props {
  url: string | null;
  alt: string;
  position: number;
}

/**
 * The card's picture in a 3:2 box: responsive widths from the image endpoint, lazy below the fold, and the
 * default not-found picture when the car has none or it fails to load (spec §8).
 */
export function CarCardImage({ url, alt, position }: Props) {
  const theme = useTheme();
  const { photo, onError } = useImageFallback(url);
  return (
    <img
      key={photo ?? 'not-found'}
      src={photo ? imageAtWidth(photo, CARD_IMAGE_SIZE.width) : NOT_FOUND_IMAGE}
      srcSet={photo ? cardSrcSet(photo) : undefined}
      sizes={photo ? CARD_IMAGE_SIZES : undefined}
      alt={photo ? alt : NOT_FOUND_IMAGE_ALT}
      width={CARD_IMAGE_SIZE.width}
      height={CARD_IMAGE_SIZE.height}
      loading={position >= LAZY_FROM_POSITION ? 'lazy' : 'eager'}
      fetchPriority={position === 0 ? 'high' : undefined}
      decoding="async"
      onError={onError}
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
