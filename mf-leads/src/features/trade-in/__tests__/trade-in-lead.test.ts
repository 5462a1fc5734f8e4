import type { ValuationResult } from '@dealerline/shared';
import { testCarHit, testDealer, testLocation } from '@dealerline/shared/testing';
import { buildOfferAcceptedLead, buildTradeInLead, tradeInDealership } from '../utils/trade-in-lead';
import { adjustmentAnswers, validateAdjustments, validateVehicleStep } from '../utils/trade-in-values';

const RESULT: ValuationResult = {
  id: 'v1',
  rego: 'ABC123',
  regoState: 'QLD',
  vehicle: {
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    badge: 'GXL',
    body: 'SUV',
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
  range: null,
  reason: 'no_market_data',
  sample_size: 1,
  valued_at: '2026-06-01T00:00:00.000Z',
};
const CONTACT = {
  name: ' Jo ',
  last_name: 'Citizen',
  postcode: '4558',
  phone: '0412 345 678',
  email: 'jo@example.com',
  disclaimer: true,
};

describe('trade-in leads', () => {
  it('carries the car traded in towards as the lead defaults and the valuation as params', () => {
    const car = testCarHit({
      id: 77,
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      dealership_slug: 'dlr',
    });
    const lead = buildTradeInLead(CONTACT, RESULT, {
      car,
      dealershipSlug: 'dlr',
      url: 'http://x/cars/trade-in?car_id=77',
      userAgent: 'UA',
      visitedPages: ['http://x/'],
      linkedQueryParams: { car_id: '77' },
    });
    expect(lead).toMatchObject({
      category: 'Trade-In',
      name: 'Jo',
      car_id: 77,
      dealership_slug: 'dlr',
      params: {
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        car_type: 'used',
        trade_in_make: 'Toyota',
        service_history: 'partial',
        two_key_sets: false,
        valuation_low: null,
        valuation_reason: 'no_market_data',
      },
      user_agent: 'UA',
      car_dealership_id: car.dealership_id,
      lead_attributes: { visited_pages: ['http://x/'], linked_query_params: { car_id: '77' } },
    });
  });

  it('builds the offer accepted lead of spec §7.6', () => {
    expect(buildOfferAcceptedLead(CONTACT, RESULT, 'lead-1', 'dlr')).toMatchObject({
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      dealership_slug: 'dlr',
      params: { lead_id: 'lead-1', form_completed: true, offer_accepted: true, valuation_id: 'v1' },
    });
  });

  it('sends the lead to the car’s dealership, the only one, or the primary location’s', () => {
    const car = testCarHit({ dealership_slug: 'car-dlr' });
    expect(tradeInDealership(car, testDealer())).toBe('car-dlr');
    expect(tradeInDealership(null, testDealer())).toBe('test-motors');
    const group = testDealer({
      dealerships: [
        { id: 1, slug: 'a', name: 'A' },
        { id: 2, slug: 'b', name: 'B' },
      ],
      locations: [
        testLocation({ primary: false, dealership_slug: 'a' }),
        testLocation({ id: 9, primary: true, dealership_slug: 'b' }),
      ],
    });
    expect(tradeInDealership(null, group)).toBe('b');
  });
});

describe('trade-in step values', () => {
  it('asks the rego, or make, model and year on the manual path', () => {
    expect(validateVehicleStep({ rego: 'ABC123' }, false, 2026)).toEqual({});
    expect(Object.keys(validateVehicleStep({}, false, 2026))).toEqual(['rego']);
    expect(Object.keys(validateVehicleStep({ rego: '' }, true, 2026))).toEqual(['make', 'model', 'year']);
  });
  it('needs every adjustment answered and reads them as the call sends them', () => {
    expect(Object.keys(validateAdjustments({ odometer_km: '12,000' }))).toEqual([
      'service_history',
      'two_key_sets',
      'illegal_modifications',
      'condition',
      'finance_owing',
    ]);
    expect(
      adjustmentAnswers({
        odometer_km: '12,000',
        service_history: 'none',
        two_key_sets: 'yes',
        illegal_modifications: 'yes',
        condition: 'poor',
        finance_owing: 'no',
      }),
    ).toEqual({
      odometer_km: 12_000,
      service_history: 'none',
      two_key_sets: true,
      illegal_modifications: true,
      condition: 'poor',
      finance_owing: false,
    });
  });
});
