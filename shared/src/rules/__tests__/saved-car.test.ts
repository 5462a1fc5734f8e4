import { SOLD_NOTICE_TITLE } from '../messages';
import { SAVED_CAR_GONE, savedCarNote, savedCarState } from '../saved-car';

const wording = { reserved: 'RESERVED' };

describe('a saved car now', () => {
  it('is gone when the site has no such car, unknown while that is not known', () => {
    expect(savedCarState(null)).toBe('gone');
    expect(savedCarState(undefined)).toBeUndefined();
  });

  it('is sold when no longer available, whether reserved or not', () => {
    expect(savedCarState({ status: 'sold' })).toBe('sold');
    expect(savedCarState({ status: 'sold', reserved: true })).toBe('sold');
  });

  it('is reserved or available while in stock or coming soon', () => {
    expect(savedCarState({ status: 'in_stock', reserved: true })).toBe('reserved');
    expect(savedCarState({ status: 'coming_soon', reserved: null })).toBe('available');
    expect(savedCarState({ status: 'in_stock' })).toBe('available');
  });

  it("is told in the spec's sold words, the site's reserved tag or ours for a car no longer listed", () => {
    expect(savedCarNote('sold', wording)).toBe(SOLD_NOTICE_TITLE);
    expect(savedCarNote('gone', wording)).toBe(SAVED_CAR_GONE);
    expect(savedCarNote('reserved', { reserved: 'On hold' })).toBe('On hold');
    expect(savedCarNote('available', wording)).toBeNull();
    expect(savedCarNote(undefined, wording)).toBeNull();
  });
});
