import { useRef, useState, type KeyboardEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { type CarImage } from '@dealerline/shared';
import { filledButtonEdge, GALLERY_SIZES } from '@dealerline/shared/ui';
import { useSwipe } from '../../hooks/use-swipe';
import { galleryKeyTarget } from '../../utils/gallery-navigation';
import { GalleryArrows } from './gallery-arrows';
import { GalleryCounter } from './gallery-counter';
import { GalleryFullscreen } from './gallery-fullscreen';
import { GalleryPhoto } from './gallery-photo';
import { GalleryThumbnails } from './gallery-thumbnails';

interface PhotoGalleryProps {
  images: CarImage[];
  /** The car's title, for the pictures' text alternatives. */
  title: string;
}

/**
 * The vehicle page's photo gallery (spec §2): the main picture with previous / next buttons, thumbnails, the
 * arrow keys (and Home / End) while the gallery has focus, swipe, and a full screen view. A car without
 * photos shows the default not-found picture (spec §8), as does any picture that fails to load.
 */
export function PhotoGallery({ images, title }: PhotoGalleryProps) {
  const theme = useTheme();
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  // A car without photos shows the not-found picture alone: no "Photo 1 of 1", nothing to see full screen.
  const hasPhotos = images.length > 0;
  const count = Math.max(images.length, 1);
  const step = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));
  const swipe = useSwipe((direction) => step(direction === 'next' ? index + 1 : index - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const target = galleryKeyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    setIndex(target);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-gallery
      css={css`
        &:focus-visible {
          outline: 3px solid ${theme.colors.primary};
          outline-offset: 2px;
        }
      `}
    >
      <div
        {...swipe}
        css={css`
          position: relative;
          overflow: hidden;
          border-radius: ${theme.radius}px;
          background: ${theme.colors.surface};
          touch-action: pan-y;
        `}
      >
        <GalleryPhoto
          url={images[index]?.url ?? null}
          alt={`${title}, photo ${index + 1} of ${count}`}
          sizes={GALLERY_SIZES}
          fit="cover"
          priority={index === 0}
        />
        <GalleryArrows index={index} count={count} onStep={step} />
        {hasPhotos && <GalleryCounter index={index} count={count} />}
        {hasPhotos && (
          <button
            ref={fullscreenButton}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setFullscreen(true)}
            css={css`
              position: absolute;
              top: 8px;
              right: 8px;
              ${filledButtonEdge('6px', '12px')}
              border-radius: ${theme.radius}px;
              background: rgb(0 0 0 / 75%);
              color: #ffffff;
              font: inherit;
              font-size: 0.875rem;
              cursor: pointer;
            `}
          >
            View full screen
          </button>
        )}
      </div>
      {images.length > 1 && <GalleryThumbnails images={images} index={index} onSelect={step} />}
      {fullscreen && (
        <GalleryFullscreen
          images={images}
          index={index}
          count={count}
          title={title}
          onIndex={step}
          onClose={() => setFullscreen(false)}
          opener={fullscreenButton}
        />
      )}
    </section>
  );
}
