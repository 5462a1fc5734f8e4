import { css } from '@emotion/react';
import type { Promotion } from '../domain/content';
import { PROMOTIONS_SLIDER } from '../rules/constants';
import { imageAtWidth, imageSrcSet } from './car-image-sources';
import { Carousel } from './carousel';
import { ContentLink } from './content-link';

/** Widths of the image endpoint the slides come in (infra/src/images/variant.ts ALLOWED_WIDTHS). */
const SLIDE_WIDTHS = [750, 1500];

/**
 * The promotions slider (spec §2, §9: 1920x540 slides) on the carousel: each picture keeps the 1920:540
 * aspect ratio at any width, with its size in the markup so the page does not shift while it loads; the
 * first picture loads at once, the others lazily. Nothing for no slides.
 */
export function PromotionsSlider({ slides }: { slides: readonly Promotion[] }) {
  return (
    <Carousel
      label="Promotions"
      items={slides}
      itemKey={(slide, index) => `${index}:${slide.title}`}
      itemName={(slide) => slide.title}
      renderItem={(slide, index) => <Slide slide={slide} first={index === 0} />}
    />
  );
}

function Slide({ slide, first }: { slide: Promotion; first: boolean }) {
  const image = (
    <img
      src={imageAtWidth(slide.image_url, SLIDE_WIDTHS[1]!)}
      srcSet={imageSrcSet(slide.image_url, SLIDE_WIDTHS)}
      sizes="100vw"
      alt={slide.alt}
      width={PROMOTIONS_SLIDER.width}
      height={PROMOTIONS_SLIDER.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      css={css`
        display: block;
        width: 100%;
        height: auto;
        aspect-ratio: ${PROMOTIONS_SLIDER.width} / ${PROMOTIONS_SLIDER.height};
        object-fit: cover;
      `}
    />
  );
  return slide.link_href ? <ContentLink href={slide.link_href}>{image}</ContentLink> : image;
}
