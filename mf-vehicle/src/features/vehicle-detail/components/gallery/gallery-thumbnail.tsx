import { css } from '@emotion/react';
import { NOT_FOUND_IMAGE, useImageFallback } from '@dealerline/shared/ui';

/** A thumbnail picture (the car's small `thumb` image), or the not-found picture when it is missing or fails. */
export function GalleryThumbnail({ url }: { url: string }) {
  const { photo, onError, ref } = useImageFallback(url);
  return (
    <img
      key={photo ?? 'not-found'}
      src={photo ?? NOT_FOUND_IMAGE}
      alt=""
      width={96}
      height={64}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={onError}
      ref={ref}
      css={css`
        display: block;
        width: 96px;
        height: 64px;
        object-fit: cover;
      `}
    />
  );
}
