import { PRICE_SLIDER } from '../rules/constants';

/** Where a range slider's thumbs can go: both ends included, moved by `step` from `min`. */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** The values of the two thumbs; always `min <= lower`, `lower + MIN_THUMB_GAP <= upper`, `upper <= max`. */
export interface SliderThumbs {
  lower: number;
  upper: number;
}

/** A range as filters hold it: a missing end is open. */
export interface OpenRange {
  min?: number;
  max?: number;
}

export type Thumb = keyof SliderThumbs;

/** Spec §9 price slider: $5,000 to $250,000 in steps of $500. */
export const PRICE_SLIDER_BOUNDS: SliderBounds = PRICE_SLIDER;

/** Spec §4 "Price slider": neither thumb can reach or pass the other; they stay at least 1 apart. */
export const MIN_THUMB_GAP = 1;

const clamp = (n: number, low: number, high: number): number => Math.min(Math.max(n, low), high);

/** The step position at or below `n` (never below `min`). */
const stepDown = (n: number, { min, step }: SliderBounds): number =>
  min + Math.floor((n - min) / step) * step;

/** The step position at or above `n`, or `max` when that is past it. */
const stepUp = (n: number, { min, max, step }: SliderBounds): number =>
  Math.min(min + Math.ceil((n - min) / step) * step, max);

/**
 * The thumbs showing a filter's range: an open end sits on its bound, values are whole numbers kept inside
 * the bounds, and a range whose ends are too close (or crossed, as a hand-edited URL may have them) keeps
 * its lower end and pushes the upper one up. Bounds must be at least MIN_THUMB_GAP wide.
 */
export function thumbsFromRange(range: OpenRange, bounds: SliderBounds): SliderThumbs {
  const lower = clamp(Math.round(range.min ?? bounds.min), bounds.min, bounds.max - MIN_THUMB_GAP);
  const upper = clamp(Math.round(range.max ?? bounds.max), lower + MIN_THUMB_GAP, bounds.max);
  return { lower, upper };
}

/**
 * Moves one thumb towards `to`: rounded to a whole number, kept inside the bounds and short of the other
 * thumb by at least MIN_THUMB_GAP (spec §4). With `onStep` (the slider itself) a clamped thumb also lands on
 * a step position (or the upper bound), so a native range input shows it where it is; values typed into the
 * min/max boxes keep their exact figure. A value that is not a number leaves the thumbs as they are.
 */
export function moveThumb(
  thumbs: SliderThumbs,
  thumb: Thumb,
  to: number,
  bounds: SliderBounds,
  { onStep = true }: { onStep?: boolean } = {},
): SliderThumbs {
  if (!Number.isFinite(to)) return thumbs;
  const value = Math.round(to);
  if (thumb === 'lower') {
    const lower = clamp(value, bounds.min, thumbs.upper - MIN_THUMB_GAP);
    return { lower: onStep ? stepDown(lower, bounds) : lower, upper: thumbs.upper };
  }
  const upper = clamp(value, thumbs.lower + MIN_THUMB_GAP, bounds.max);
  return { lower: thumbs.lower, upper: onStep ? stepUp(upper, bounds) : upper };
}

/** The range the thumbs select: a thumb on its bound leaves that end open (no minimum, no maximum). */
export function rangeFromThumbs({ lower, upper }: SliderThumbs, bounds: SliderBounds): OpenRange {
  return {
    ...(lower > bounds.min && { min: lower }),
    ...(upper < bounds.max && { max: upper }),
  };
}
