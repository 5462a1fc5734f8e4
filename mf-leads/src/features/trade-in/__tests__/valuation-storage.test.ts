import type { ValuationResult } from '@dealerline/shared';
import {
  clearValuation,
  readStartedValuation,
  readValuation,
  storeStartedValuation,
  storeValuation,
} from '../utils/valuation-storage';

const RESULT: ValuationResult = {
  id: 'a1',
  rego: null,
  regoState: 'QLD',
  vehicle: {
    make: 'Kia',
    model: 'Sportage',
    year: 2023,
    badge: null,
    body: null,
    transmission: null,
    fuel: null,
  },
  adjustmentAnswers: {
    odometer_km: 10_000,
    service_history: 'full',
    two_key_sets: true,
    illegal_modifications: false,
    condition: 'excellent',
    finance_owing: false,
  },
  range: { low: 30_000, high: 33_000 },
  reason: null,
  sample_size: 4,
  valued_at: '2026-06-01T00:00:00.000Z',
};

beforeEach(() => window.localStorage.clear());

describe('valuation storage', () => {
  it('keeps the valuation per site', () => {
    storeValuation('one', {
      result: RESULT,
      lead_id: 'l1',
      dealership_slug: 'd',
      car_id: 7,
      offer_accepted: false,
    });
    expect(readValuation('one')).toEqual({
      result: RESULT,
      lead_id: 'l1',
      dealership_slug: 'd',
      car_id: 7,
      offer_accepted: false,
    });
    expect(readValuation('two')).toBeNull();
    clearValuation('one');
    expect(readValuation('one')).toBeNull();
  });

  it('reads malformed data as none', () => {
    for (const text of [
      '{',
      '42',
      '{"result":{"id":1}}',
      JSON.stringify({ result: { ...RESULT, range: 5 } }),
    ]) {
      window.localStorage.setItem('dealerline:one:trade-in-valuation', text);
      expect(readValuation('one')).toBeNull();
    }
  });

  it('reads missing optional fields with their defaults', () => {
    window.localStorage.setItem('dealerline:one:trade-in-valuation', JSON.stringify({ result: RESULT }));
    expect(readValuation('one')).toEqual({
      result: RESULT,
      lead_id: null,
      dealership_slug: null,
      car_id: null,
      offer_accepted: false,
    });
  });
});

describe('the car found, kept for the tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads back what was kept, per site, until it is cleared', () => {
    const started = { id: 'a1', rego: 'ABC123', regoState: 'QLD' as const, vehicle: RESULT.vehicle };
    storeStartedValuation('site-a', started);
    expect(readStartedValuation('site-a')).toEqual(started);
    expect(readStartedValuation('site-b')).toBeNull();
    expect(window.localStorage.getItem('dealerline:site-a:trade-in-started')).toBeNull();
    storeStartedValuation('site-a', null);
    expect(readStartedValuation('site-a')).toBeNull();
  });

  it('reads malformed data as none', () => {
    window.sessionStorage.setItem('dealerline:site-a:trade-in-started', '{"id":1}');
    expect(readStartedValuation('site-a')).toBeNull();
    window.sessionStorage.setItem('dealerline:site-a:trade-in-started', '{not json');
    expect(readStartedValuation('site-a')).toBeNull();
  });
});
