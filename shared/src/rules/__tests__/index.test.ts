import * as rules from '..';

describe('rules barrel', () => {
  it('re-exports every rule', () => {
    for (const name of [
      'isAvailable',
      'appointmentSlots',
      'validateLeadMessage',
      'normaliseLeadCategory',
      'cardTag',
      'priceDisplay',
      'canReserve',
      'reservationDeposit',
      'validateCard',
      'isFinanceBoxShown',
      'marketPriceIndicator',
      'dayHoursLabel',
      'isOpenAt',
      'localDateTime',
      'maskPhone',
      'validatePostcode',
      'haversineKm',
      'displayedResultCount',
      'areReviewsShown',
      'groupMakes',
      'sortPriceRanges',
      'roundWeeklyPayment',
      'calculateRepayment',
      'defaultDeposit',
      'parseTimeOfDay',
      'slugify',
      'bodyTypeSlug',
      'bodyTypeFromSlug',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
    }
    expect(rules.POSTCODE_ERROR).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(rules.NEW_ARRIVAL_DAYS).toBe(8);
  });
});
