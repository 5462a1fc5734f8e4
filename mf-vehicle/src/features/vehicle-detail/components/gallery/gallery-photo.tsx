import { css } from '@emotion/react';
import {
  GALLERY_IMAGE_SIZE,
  galleryImage,
  NOT_FOUND_IMAGE,
  NOT_FOUND_IMAGE_ALT,
  useImageFallback,
} from '@dealerline/shared/ui';

interface GalleryPhotoProps {
  url: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown. */
  sizes: string;
  /** `cover` fills the 3:2 box (the page); `contain` shows the whole picture (full screen). */
  fit: 'cover' | 'contain';
  /** The page's first picture is its largest content: load it first. */
  priority?: boolean;
}

/**
 * One gallery picture at the image endpoint's widths (360, 750, 1000, 1500), or the default not-found
 * picture when there is none or it fails to load (spec §8). Not draggable, so a mouse drag is a swipe.
 */
export function GalleryPhoto({ url, alt, sizes, fit, priority = false }: GalleryPhotoProps) {
  const { photo, onError, ref } = useImageFallback(url);
  const image = photo ? galleryImage(photo, sizes) : null;
  return (
    <img
      key={photo ?? 'not-found'}
      src={image?.src ?? NOT_FOUND_IMAGE}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      alt={photo ? alt : NOT_FOUND_IMAGE_ALT}
      width={GALLERY_IMAGE_SIZE.width}
      height={GALLERY_IMAGE_SIZE.height}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={onError}
      ref={ref}
      data-gallery-photo
      css={css`
        display: block;
        width: 100%;
        height: ${fit === 'cover' ? 'auto' : '100%'};
        aspect-ratio: ${fit === 'cover' ? `${GALLERY_IMAGE_SIZE.width} / ${GALLERY_IMAGE_SIZE.height}` : 'auto'};
        object-fit: ${fit};
        user-select: none;
      `}
    />
  );
}
