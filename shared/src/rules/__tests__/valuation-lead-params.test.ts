import type { ValuationResult } from '../../domain/valuation';
import {
  VALUATION_LEAD_PARAMS,
  valuationLeadParams,
  withValuationLeadParams,
} from '../valuation-lead-params';

const RESULT: ValuationResult = {
  id: 'v1',
  rego: 'ABC123',
  regoState: 'QLD',
  vehicle: {
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    badge: 'GXL',
    body: null,
    transmission: null,
    fuel: null,
  },
  adjustmentAnswers: {
    odometer_km: 45_000,
    service_history: 'partial',
    two_key_sets: false,
    illegal_modifications: false,
    condition: 'fair',
    finance_owing: true,
  },
  range: { low: 24_200, high: 26_800 },
  reason: null,
  sample_size: 12,
  valued_at: '2026-06-01T00:00:00.000Z',
};

describe('valuation lead params', () => {
  it('names every valuation field it fills', () => {
    expect(Object.keys(valuationLeadParams(RESULT)).sort()).toEqual([...VALUATION_LEAD_PARAMS].sort());
    expect(valuationLeadParams({ ...RESULT, range: null, reason: 'age' })).toMatchObject({
      valuation_low: null,
      valuation_high: null,
      valuation_reason: 'age',
    });
  });

  it("puts the valuation's fields in place of those a lead carried, and keeps the others", () => {
    const params = { terms_conditions: true, valuation_low: 90_000, trade_in_make: 'Ferrari', page_id: null };
    expect(withValuationLeadParams(params, RESULT)).toEqual({
      terms_conditions: true,
      page_id: null,
      ...valuationLeadParams(RESULT),
    });
    expect(withValuationLeadParams(params, null)).toEqual({ terms_conditions: true, page_id: null });
    expect(withValuationLeadParams(undefined, null)).toEqual({});
  });
});
