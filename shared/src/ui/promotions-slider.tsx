import { css } from '@emotion/react';
import type { Promotion } from '../domain/content';
import { PROMOTIONS_SLIDER } from '../rules/constants';
import { Carousel } from './carousel';
import { ContentLink } from './content-link';
import { promotionSlideImage } from './first-view-images';

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
  const { src, srcSet, sizes } = promotionSlideImage(slide.image_url);
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
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
