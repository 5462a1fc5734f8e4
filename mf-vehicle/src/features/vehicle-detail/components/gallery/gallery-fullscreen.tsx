import type { KeyboardEvent, RefObject } from 'react';
import { css } from '@emotion/react';
import { type CarImage } from '@dealerline/shared';
import { Dialog } from '@dealerline/shared/ui';
import { useSwipe } from '../../hooks/use-swipe';
import { galleryKeyTarget } from '../../utils/gallery-navigation';
import { GalleryArrows } from './gallery-arrows';
import { GalleryCounter } from './gallery-counter';
import { GalleryPhoto } from './gallery-photo';

interface GalleryFullscreenProps {
  images: CarImage[];
  index: number;
  count: number;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The full screen button, which gets focus back on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The gallery full screen: a modal dialog over the whole window (focus kept inside, Escape closes and focus
 * returns to the full screen button) with the whole picture, the same arrows, arrow keys and swipe.
 */
export function GalleryFullscreen({
  images,
  index,
  count,
  title,
  onIndex,
  onClose,
  opener,
}: GalleryFullscreenProps) {
  const swipe = useSwipe((direction) => {
    const next = direction === 'next' ? index + 1 : index - 1;
    if (next >= 0 && next < count) onIndex(next);
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = galleryKeyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    onIndex(target);
  };
  return (
    <Dialog
      title={`Photos of ${title}`}
      layout="fullscreen"
      closeLabel="Close full screen"
      onClose={onClose}
      onKeyDown={onKeyDown}
      returnFocusTo={opener}
    >
      <div
        {...swipe}
        css={css`
          position: relative;
          flex: 1;
          min-height: 0;
          touch-action: pan-y;
        `}
      >
        <GalleryPhoto
          url={images[index]?.url ?? null}
          alt={`${title}, photo ${index + 1} of ${count}`}
          sizes="100vw"
          fit="contain"
        />
        <GalleryArrows index={index} count={count} onStep={onIndex} />
        <GalleryCounter index={index} count={count} />
      </div>
    </Dialog>
  );
}
