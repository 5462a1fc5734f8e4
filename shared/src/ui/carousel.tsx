import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

/** Spec §4 Carousel: "collapsible slide animation 300ms". */
export const CAROUSEL_ANIMATION_MS = 300;

export interface CarouselProps<T> {
  /** Names the carousel for screen readers ("Promotions"). */
  label: string;
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T, index: number) => string;
  /** What an item's dot says after "Slide N: ". */
  itemName: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A carousel of one slide at a time (spec §4): previous and next are disabled at the ends (marked so with
 * aria-disabled, not made so: a disabled button loses the keyboard's focus, which fell to the page's start
 * after Next reached the last slide), the dots show the
 * selected slide (aria-current, and filled in high contrast too) and pick one, the slides move in 300 ms
 * (none when the user prefers reduced motion), the left and right arrow keys move between slides while focus
 * is in the carousel, and the slides not shown are inert. Nothing for no items; no controls for one.
 */
export function Carousel<T>({ label, items, itemKey, itemName, renderItem }: CarouselProps<T>) {
  const theme = useTheme();
  const [current, setCurrent] = useState(0);
  if (items.length === 0) return null;
  const last = items.length - 1;
  const shown = Math.min(current, last);
  const go = (index: number) => setCurrent(Math.max(0, Math.min(last, index)));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(shown + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  const arrow = css`
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radius}px;
    background: ${theme.colors.background};
    color: ${theme.colors.link};
    font: inherit;
    cursor: pointer;
    &[aria-disabled='true'] {
      border-color: ${theme.colors.border};
      color: ${theme.colors.muted};
      cursor: default;
    }
  `;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      css={css`
        margin-bottom: ${theme.space(6)};
      `}
    >
      <div
        aria-live="polite"
        css={css`
          overflow: hidden;
          border-radius: ${theme.radius}px;
        `}
      >
        <div
          data-carousel-track
          css={css`
            display: flex;
            transform: translateX(-${shown * 100}%);
            transition: transform ${CAROUSEL_ANIMATION_MS}ms ease;
            @media (prefers-reduced-motion: reduce) {
              transition: none;
            }
          `}
        >
          {items.map((item, index) => (
            <div
              key={itemKey(item, index)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              aria-hidden={index !== shown}
              inert={index !== shown}
              css={css`
                flex: 0 0 100%;
                min-width: 0;
              `}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: center;
            gap: ${theme.space(3)};
            margin-top: ${theme.space(2)};
          `}
        >
          <button
            type="button"
            css={arrow}
            aria-disabled={shown === 0 || undefined}
            onClick={() => go(shown - 1)}
          >
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
            {items.map((item, index) => (
              <li key={itemKey(item, index)}>
                <button
                  type="button"
                  aria-label={`Slide ${index + 1}: ${itemName(item, index)}`}
                  aria-current={index === shown}
                  onClick={() => go(index)}
                  css={css`
                    width: 24px;
                    height: 24px;
                    border: 2px solid ${theme.colors.primary};
                    border-radius: 50%;
                    background: ${index === shown ? theme.colors.primary : theme.colors.background};
                    cursor: pointer;
                    /* High contrast paints every background in the one page colour, which left the
                       selected dot looking like the others: it is filled in a system colour instead. */
                    @media (forced-colors: active) {
                      forced-color-adjust: none;
                      border-color: ButtonText;
                      background: ${index === shown ? 'Highlight' : 'ButtonFace'};
                    }
                  `}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            css={arrow}
            aria-disabled={shown === last || undefined}
            onClick={() => go(shown + 1)}
          >
            Next slide
          </button>
        </div>
      )}
    </section>
  );
}
