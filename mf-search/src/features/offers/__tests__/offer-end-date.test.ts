import { offerEndDate } from '../utils/offer-end-date';

describe('offerEndDate', () => {
  it("gives the day on the dealer's clock, which can differ from the UTC day", () => {
    expect(offerEndDate('2025-06-30T13:59:59Z', 'Australia/Sydney')).toBe('30 June 2025');
    expect(offerEndDate('2025-06-30T14:00:00Z', 'Australia/Sydney')).toBe('1 July 2025');
    expect(offerEndDate('2025-01-05', 'Australia/Perth')).toBe('5 January 2025');
  });

  it('gives nothing for an unreadable date', () => {
    expect(offerEndDate('soon', 'Australia/Sydney')).toBe('');
  });
});
