import {
  MIN_THUMB_GAP,
  PRICE_SLIDER_BOUNDS,
  moveThumb,
  rangeFromThumbs,
  thumbsFromRange,
  type SliderBounds,
} from '../price-slider-bounds';

const bounds = PRICE_SLIDER_BOUNDS;

describe('price slider bounds (spec §4, §9)', () => {
  it('defaults to $5,000 to $250,000 in steps of $500, thumbs at least 1 apart', () => {
    expect(bounds).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(MIN_THUMB_GAP).toBe(1);
  });

  describe('thumbsFromRange', () => {
    it('puts open ends on the bounds', () => {
      expect(thumbsFromRange({}, bounds)).toEqual({ lower: 5000, upper: 250000 });
      expect(thumbsFromRange({ min: 20000 }, bounds)).toEqual({ lower: 20000, upper: 250000 });
      expect(thumbsFromRange({ max: 30000 }, bounds)).toEqual({ lower: 5000, upper: 30000 });
    });
    it('keeps values inside the bounds', () => {
      expect(thumbsFromRange({ min: 100, max: 900000 }, bounds)).toEqual({ lower: 5000, upper: 250000 });
      expect(thumbsFromRange({ min: 300000 }, bounds)).toEqual({ lower: 249999, upper: 250000 });
      expect(thumbsFromRange({ max: 10 }, bounds)).toEqual({ lower: 5000, upper: 5001 });
    });
    it('pushes the upper end up when the ends meet or cross, and rounds to whole dollars', () => {
      expect(thumbsFromRange({ min: 20000, max: 20000 }, bounds)).toEqual({ lower: 20000, upper: 20001 });
      expect(thumbsFromRange({ min: 30000, max: 20000 }, bounds)).toEqual({ lower: 30000, upper: 30001 });
      expect(thumbsFromRange({ min: 12345.6, max: 23456.4 }, bounds)).toEqual({ lower: 12346, upper: 23456 });
    });
  });

  describe('moveThumb on the slider (on step)', () => {
    const thumbs = { lower: 10000, upper: 20000 };

    it('moves either thumb freely between the bounds and the other thumb', () => {
      expect(moveThumb(thumbs, 'lower', 15000, bounds)).toEqual({ lower: 15000, upper: 20000 });
      expect(moveThumb(thumbs, 'upper', 30000, bounds)).toEqual({ lower: 10000, upper: 30000 });
      expect(moveThumb(thumbs, 'lower', 19500, bounds)).toEqual({ lower: 19500, upper: 20000 });
      expect(moveThumb(thumbs, 'upper', 10500, bounds)).toEqual({ lower: 10000, upper: 10500 });
    });
    it('stops the lower thumb before it reaches or passes the upper one', () => {
      expect(moveThumb(thumbs, 'lower', 20000, bounds)).toEqual({ lower: 19500, upper: 20000 });
      expect(moveThumb(thumbs, 'lower', 90000, bounds)).toEqual({ lower: 19500, upper: 20000 });
    });
    it('stops the upper thumb before it reaches or passes the lower one', () => {
      expect(moveThumb(thumbs, 'upper', 10000, bounds)).toEqual({ lower: 10000, upper: 10500 });
      expect(moveThumb(thumbs, 'upper', 5000, bounds)).toEqual({ lower: 10000, upper: 10500 });
    });
    it('keeps the thumbs inside the bounds', () => {
      expect(moveThumb(thumbs, 'lower', 0, bounds)).toEqual({ lower: 5000, upper: 20000 });
      expect(moveThumb(thumbs, 'lower', 5000, bounds)).toEqual({ lower: 5000, upper: 20000 });
      expect(moveThumb(thumbs, 'upper', 250000, bounds)).toEqual({ lower: 10000, upper: 250000 });
      expect(moveThumb(thumbs, 'upper', 1e9, bounds)).toEqual({ lower: 10000, upper: 250000 });
    });
    it('keeps a clamped thumb on a step even when the other thumb is between steps', () => {
      const typed = { lower: 12345, upper: 12800 };
      expect(moveThumb(typed, 'upper', 12000, bounds)).toEqual({ lower: 12345, upper: 12500 });
      expect(moveThumb(typed, 'lower', 13000, bounds)).toEqual({ lower: 12500, upper: 12800 });
    });
    it('lets the thumbs sit one step apart at either end of the scale', () => {
      expect(moveThumb({ lower: 5000, upper: 5500 }, 'upper', 5000, bounds)).toEqual({
        lower: 5000,
        upper: 5500,
      });
      expect(moveThumb({ lower: 249500, upper: 250000 }, 'lower', 250000, bounds)).toEqual({
        lower: 249500,
        upper: 250000,
      });
    });
    it('reaches an upper bound that is not on a step', () => {
      const odd: SliderBounds = { min: 0, max: 1000, step: 300 };
      expect(moveThumb({ lower: 900, upper: 1000 }, 'upper', 901, odd)).toEqual({ lower: 900, upper: 1000 });
      expect(moveThumb({ lower: 0, upper: 1000 }, 'lower', 999, odd)).toEqual({ lower: 900, upper: 1000 });
    });
    it('ignores a value that is not a number', () => {
      expect(moveThumb(thumbs, 'lower', Number.NaN, bounds)).toBe(thumbs);
      expect(moveThumb(thumbs, 'upper', Number.POSITIVE_INFINITY, bounds)).toBe(thumbs);
    });
  });

  describe('moveThumb from a typed value (exact figure)', () => {
    const thumbs = { lower: 10000, upper: 20000 };

    it('keeps the typed figure, rounded to whole dollars', () => {
      expect(moveThumb(thumbs, 'lower', 12345.4, bounds, { onStep: false })).toEqual({
        lower: 12345,
        upper: 20000,
      });
      expect(moveThumb(thumbs, 'upper', 17777, bounds, { onStep: false })).toEqual({
        lower: 10000,
        upper: 17777,
      });
    });
    it('keeps the thumbs exactly 1 apart at the closest', () => {
      expect(moveThumb(thumbs, 'lower', 20000, bounds, { onStep: false })).toEqual({
        lower: 19999,
        upper: 20000,
      });
      expect(moveThumb(thumbs, 'upper', 9000, bounds, { onStep: false })).toEqual({
        lower: 10000,
        upper: 10001,
      });
    });
    it('keeps typed figures inside the bounds', () => {
      expect(moveThumb(thumbs, 'lower', 1, bounds, { onStep: false })).toEqual({ lower: 5000, upper: 20000 });
      expect(moveThumb(thumbs, 'upper', 999999, bounds, { onStep: false })).toEqual({
        lower: 10000,
        upper: 250000,
      });
    });
  });

  describe('rangeFromThumbs', () => {
    it('leaves an end open when its thumb is on the bound', () => {
      expect(rangeFromThumbs({ lower: 5000, upper: 250000 }, bounds)).toEqual({});
      expect(rangeFromThumbs({ lower: 5000, upper: 30000 }, bounds)).toEqual({ max: 30000 });
      expect(rangeFromThumbs({ lower: 10000, upper: 250000 }, bounds)).toEqual({ min: 10000 });
      expect(rangeFromThumbs({ lower: 5500, upper: 249500 }, bounds)).toEqual({ min: 5500, max: 249500 });
    });
    it('round-trips with thumbsFromRange', () => {
      const range = { min: 12000, max: 48000 };
      expect(rangeFromThumbs(thumbsFromRange(range, bounds), bounds)).toEqual(range);
    });
  });
});
