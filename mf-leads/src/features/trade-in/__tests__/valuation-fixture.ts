import type { ValuationResult, ValuationStarted } from '@dealerline/shared';

/** A valuation with an offer (a range), as the adjustments step answers it: for tests that start after it. */
export const VALUED_RESULT: ValuationResult = {
  id: '6f1c2e9a-0000-4000-8000-000000000001',
  rego: 'ABC123',
  regoState: 'QLD',
  vehicle: {
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    badge: 'GXL',
    body: 'SUV',
    transmission: 'Automatic',
    fuel: 'Hybrid',
  },
  adjustmentAnswers: {
    odometer_km: 45_000,
    service_history: 'full',
    two_key_sets: true,
    illegal_modifications: false,
    condition: 'good',
    finance_owing: false,
  },
  range: { low: 24_200, high: 26_800 },
  reason: null,
  sample_size: 12,
  valued_at: '2026-06-01T00:00:00.000Z',
};

/** The same car as the rego lookup answers it, before any question: for tests that start at the lookup. */
export const VALUATION_STARTED: ValuationStarted = {
  id: VALUED_RESULT.id,
  rego: VALUED_RESULT.rego,
  regoState: VALUED_RESULT.regoState,
  vehicle: VALUED_RESULT.vehicle,
};
