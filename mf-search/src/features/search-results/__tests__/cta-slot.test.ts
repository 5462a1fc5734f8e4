import { ctaSlot } from '../utils/cta-slot';

const base = { position: 30, hitsPerPage: 21, nbHits: 100 };

describe('ctaSlot', () => {
  it('places the card at its position over the whole list: 30 is the 9th card of page 2', () => {
    expect(ctaSlot({ ...base, page: 0, hitsOnPage: 21 })).toBeNull();
    expect(ctaSlot({ ...base, page: 1, hitsOnPage: 21 })).toBe(8);
    expect(ctaSlot({ ...base, page: 2, hitsOnPage: 21 })).toBeNull();
  });

  it('places it first for position 1', () => {
    expect(ctaSlot({ ...base, position: 1, page: 0, hitsOnPage: 21 })).toBe(0);
  });

  it('puts it after the last result when there are fewer results than its position', () => {
    expect(ctaSlot({ ...base, nbHits: 25, page: 1, hitsOnPage: 4 })).toBe(4);
    expect(ctaSlot({ ...base, nbHits: 25, page: 0, hitsOnPage: 21 })).toBeNull();
    expect(ctaSlot({ ...base, nbHits: 10, page: 0, hitsOnPage: 10 })).toBe(10);
  });

  it('shows no card without results', () => {
    expect(ctaSlot({ ...base, nbHits: 0, page: 0, hitsOnPage: 0 })).toBeNull();
  });
});
