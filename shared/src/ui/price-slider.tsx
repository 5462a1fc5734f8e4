import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { formatAud } from '../format';
import { usePendingValue } from './use-pending-value';
import {
  moveThumb,
  PRICE_SLIDER_BOUNDS,
  rangeFromThumbs,
  thumbsFromRange,
  type OpenRange,
  type SliderBounds,
  type SliderThumbs,
  type Thumb,
} from './price-slider-bounds';

export type { OpenRange, SliderBounds } from './price-slider-bounds';

export interface PriceSliderProps {
  /** What the slider bounds, in lower case ("price"): names the controls "Minimum price", "Min price"… */
  label: string;
  /** The filter's range; an open end puts its thumb on the bound. */
  value: OpenRange;
  /** The new range once the shopper lets go (a thumb on its bound leaves that end open). */
  onChange(next: OpenRange): void;
  /** Spec §9 price slider by default ($5,000 to $250,000, step $500). */
  bounds?: SliderBounds;
  /** How a value reads; dollars with thousands separators and no decimals by default ("$5,000"). */
  formatValue?(value: number): string;
  /** Quiet time after the last slider move before `onChange`; releasing the thumb applies at once. */
  commitDelayMs?: number;
}

const THUMB_PX = 20;
const NAMES: Record<Thumb, { slider: string; box: string }> = {
  lower: { slider: 'Minimum', box: 'Min' },
  upper: { slider: 'Maximum', box: 'Max' },
};

/** A slider move waiting for the quiet time to pass before it applies. */
type Pending = RefObject<{ thumbs: SliderThumbs; timer: ReturnType<typeof setTimeout> } | null>;

function cancel(pending: Pending): void {
  if (pending.current) clearTimeout(pending.current.timer);
  pending.current = null;
}

/** A typed figure: digits before any decimal point ("$12,500.90" → 12500), or null when there are none. */
function typedFigure(text: string): number | null {
  const digits = (text.split('.')[0] ?? '').replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/**
 * A two-thumb range slider (spec §4, §9 "Price slider"), configured for prices by default: two native range
 * inputs over one track (each keyboard operable, named and read out formatted) plus min/max boxes to type
 * a figure. Neither thumb can reach or pass the other (see price-slider-bounds.ts). Moves show at once but
 * reach `onChange` only after `commitDelayMs` of quiet or on release, so dragging does not search per pixel.
 */
export function PriceSlider({
  label,
  value,
  onChange,
  bounds = PRICE_SLIDER_BOUNDS,
  formatValue = formatAud,
  commitDelayMs = 300,
}: PriceSliderProps) {
  const theme = useTheme();
  const id = useId();
  const committed = thumbsFromRange(value, bounds);
  const base = `${committed.lower}:${committed.upper}`;
  // A move shows at once, until `value` changes (then `value`, also when it returns to this one: Back).
  const [thumbs, show] = usePendingValue(committed, base);
  const [typing, setTyping] = useState<{ thumb: Thumb; text: string } | null>(null);
  const pending: Pending = useRef(null);

  // A new value (or unmounting) makes a move still waiting to apply stale.
  useEffect(() => () => cancel(pending), [base]);

  const commit = (next: SliderThumbs) => {
    cancel(pending);
    if (next.lower !== committed.lower || next.upper !== committed.upper)
      onChange(rangeFromThumbs(next, bounds));
  };

  const slide = (thumb: Thumb, to: number) => {
    const next = moveThumb(thumbs, thumb, to, bounds);
    show(next);
    cancel(pending);
    pending.current = { thumbs: next, timer: setTimeout(() => commit(next), commitDelayMs) };
  };
  const release = () => {
    if (pending.current) commit(pending.current.thumbs);
  };
  const applyTyped = (thumb: Thumb) => {
    if (typing?.thumb !== thumb) return;
    const figure = typedFigure(typing.text) ?? (thumb === 'lower' ? bounds.min : bounds.max);
    const next = moveThumb(thumbs, thumb, figure, bounds, { onStep: false });
    setTyping(null);
    show(next);
    commit(next);
  };

  const percent = (n: number) => ((n - bounds.min) / (bounds.max - bounds.min)) * 100;
  // Where a thumb's centre is: native thumbs travel between half a thumb from either end of the track.
  const centre = (n: number) => `calc(${percent(n)}% + ${(0.5 - percent(n) / 100) * THUMB_PX}px)`;
  const lowerOnTop = percent(thumbs.lower) > 50;

  return (
    <div css={styles.root}>
      <div css={styles.track(theme)}>
        <div
          aria-hidden="true"
          css={styles.selected(theme)}
          style={{ left: centre(thumbs.lower), right: `calc(100% - ${centre(thumbs.upper)})` }}
        />
        {(['lower', 'upper'] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            aria-label={`${NAMES[thumb].slider} ${label}`}
            aria-valuetext={formatValue(thumbs[thumb])}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={thumbs[thumb]}
            onChange={(event) => slide(thumb, Number(event.target.value))}
            onPointerUp={release}
            onKeyUp={release}
            onBlur={release}
            css={styles.range(theme)}
            style={{ zIndex: (thumb === 'lower') === lowerOnTop ? 2 : 1 }}
          />
        ))}
      </div>
      <div css={styles.boxes}>
        {(['lower', 'upper'] as const).map((thumb) => (
          <label key={thumb} htmlFor={`${id}-${thumb}`} css={styles.box(theme)}>
            {NAMES[thumb].box} {label}
            <input
              id={`${id}-${thumb}`}
              type="text"
              inputMode="numeric"
              value={typing?.thumb === thumb ? typing.text : formatValue(thumbs[thumb])}
              onChange={(event) => setTyping({ thumb, text: event.target.value })}
              onBlur={() => applyTyped(thumb)}
              onKeyDown={(event) => event.key === 'Enter' && applyTyped(thumb)}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

const thumbStyle = (theme: Theme) => css`
  pointer-events: auto;
  appearance: none;
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  border-radius: 50%;
  border: 2px solid #fff;
  background: ${theme.colors.primary};
  box-shadow: 0 0 0 1px ${theme.colors.primary};
  cursor: pointer;
`;

/**
 * High contrast paints every background in the page's one background colour: the track and the chosen range,
 * drawn by their backgrounds alone, vanished and left two thumbs floating. They keep a system colour there.
 */
const inHighContrast = (systemColour: 'GrayText' | 'Highlight') => css`
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: ${systemColour};
  }
`;

const styles = {
  root: css`
    display: grid;
    gap: 8px;
  `,
  track: (theme: Theme) => css`
    position: relative;
    height: 32px;
    &::before {
      content: '';
      position: absolute;
      left: 0;
      right: 0;
      top: 14px;
      height: 4px;
      border-radius: 2px;
      background: ${theme.colors.border};
      ${inHighContrast('GrayText')}
    }
  `,
  selected: (theme: Theme) => css`
    position: absolute;
    top: 14px;
    height: 4px;
    background: ${theme.colors.primary};
    ${inHighContrast('Highlight')}
  `,
  range: (theme: Theme) => css`
    position: absolute;
    inset: 0;
    width: 100%;
    height: 32px;
    margin: 0;
    appearance: none;
    background: transparent;
    pointer-events: none;
    &::-webkit-slider-thumb {
      ${thumbStyle(theme)}
    }
    &::-moz-range-thumb {
      ${thumbStyle(theme)}
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::-webkit-slider-thumb {
      outline: 3px solid ${theme.colors.text};
      outline-offset: 2px;
    }
    &:focus-visible::-moz-range-thumb {
      outline: 3px solid ${theme.colors.text};
      outline-offset: 2px;
    }
  `,
  boxes: css`
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  `,
  box: (theme: Theme) => css`
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
    input {
      min-width: 0;
      padding: 6px 8px;
      font: inherit;
      color: ${theme.colors.text};
      border: 1px solid ${theme.colors.muted};
      border-radius: ${theme.radius}px;
    }
  `,
};
