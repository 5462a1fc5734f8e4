import { css, useTheme } from '@emotion/react';
import { imageAtWidth, NOT_FOUND_IMAGE, NOT_FOUND_IMAGE_ALT } from './car-image-sources';
import { useImageFallback } from './use-image-fallback';

/** Width of a summary's picture from the image endpoint (its small width, spec §7.11). */
const PHOTO_WIDTH = 360;

/**
 * The picture of a car summary card (finance page, checkout): the car's primary image at the small width,
 * named by the car's title, or the "no photo" picture when there is none or it fails to load.
 */
export function CarSummaryPhoto({
  url,
  title,
  width,
  height,
  className,
}: {
  url: string | null | undefined;
  title: string;
  width: number;
  height: number;
  className?: string;
}) {
  const theme = useTheme();
  const { photo, onError, ref } = useImageFallback(url);
  return (
    <img
      src={photo ? imageAtWidth(photo, PHOTO_WIDTH) : NOT_FOUND_IMAGE}
      alt={photo ? title : NOT_FOUND_IMAGE_ALT}
      onError={onError}
      ref={ref}
      width={width}
      height={height}
      className={className}
      css={css`
        object-fit: cover;
        border-radius: ${theme.radius}px;
      `}
    />
  );
}
