import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  ContentLink,
  PROMOTIONS_SLIDER,
  imageAtWidth,
  imageSrcSet,
  type Promotion,
} from '@dealerline/shared';
import { useGetPromotionsQuery } from '../api/get-promotions';

/** Widths of the image endpoint the slides come in (infra/src/images/variant.ts ALLOWED_WIDTHS). */
const SLIDE_WIDTHS = [750, 1500];

const slideSrcSet = (url: string) => imageSrcSet(url, SLIDE_WIDTHS);

/**
 * The home page's promotions slider (spec §2: 1920x540 slides; §4 Carousel: previous and next disabled at
 * the ends, dots show the selected slide, 300ms slide animation). Nothing while loading, failed or empty.
 */
export function PromotionsSlider() {
  const { data: slides = [] } = useGetPromotionsQuery();
  const [current, setCurrent] = useState(0);
  const theme = useTheme();
  if (slides.length === 0) return null;
  const shown = Math.min(current, slides.length - 1);
  const arrow = css`
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radius}px;
    background: ${theme.colors.background};
    color: ${theme.colors.primary};
    font: inherit;
    cursor: pointer;
    &:disabled {
      border-color: ${theme.colors.border};
      color: ${theme.colors.muted};
      cursor: default;
    }
  `;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      css={css`
        margin-bottom: ${theme.space(6)};
      `}
    >
      <div
        css={css`
          overflow: hidden;
          border-radius: ${theme.radius}px;
        `}
      >
        <ul
          css={css`
            display: flex;
            margin: 0;
            padding: 0;
            list-style: none;
            transform: translateX(-${shown * 100}%);
            transition: transform 300ms ease;
            @media (prefers-reduced-motion: reduce) {
              transition: none;
            }
          `}
        >
          {slides.map((slide, index) => (
            <li
              key={`${index}:${slide.title}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== shown}
              inert={index !== shown}
              css={css`
                flex: 0 0 100%;
              `}
            >
              <Slide slide={slide} first={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 && (
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: center;
            gap: ${theme.space(3)};
            margin-top: ${theme.space(2)};
          `}
        >
          <button type="button" css={arrow} disabled={shown === 0} onClick={() => setCurrent(shown - 1)}>
            Previous slide
          </button>
          <ol
            css={css`
              display: flex;
              gap: ${theme.space(1)};
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {slides.map((slide, index) => (
              <li key={`${index}:${slide.title}`}>
                <button
                  type="button"
                  aria-label={`Slide ${index + 1}: ${slide.title}`}
                  aria-current={index === shown}
                  onClick={() => setCurrent(index)}
                  css={css`
                    width: 24px;
                    height: 24px;
                    border: 2px solid ${theme.colors.primary};
                    border-radius: 50%;
                    background: ${index === shown ? theme.colors.primary : theme.colors.background};
                    cursor: pointer;
                  `}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            css={arrow}
            disabled={shown === slides.length - 1}
            onClick={() => setCurrent(shown + 1)}
          >
            Next slide
          </button>
        </div>
      )}
    </section>
  );
}

function Slide({ slide, first }: { slide: Promotion; first: boolean }) {
  const image = (
    <img
      src={imageAtWidth(slide.image_url, SLIDE_WIDTHS[1]!)}
      srcSet={slideSrcSet(slide.image_url)}
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
