import { testLead } from '../../test-support/test-lead';
import type { DueLead } from '../delivery-repository';
import { leadEmail, leadEmailText } from '../lead-email';

const due = (payload: DueLead['payload']): DueLead => ({
  id: '0b6f5a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
  created_at: '2026-12-07T01:00:00.000Z',
  delivery_attempts: 1,
  resend: 0,
  payload,
  site_name: 'Coastline Motor Group',
  dealer_email: null,
  dealer_phone: null,
  dealership_name: 'Coastline Toyota',
  dealership_slug: 'coastline-toyota',
  site_slug: 'coastline-motor-group',
  delivery: null,
  vehicle: null,
  delivered_channels: [],
});

describe('leadEmailText', () => {
  it('tells the reader the lead’s details (a test drive’s day, time and location), not only the attachment', () => {
    const text = leadEmailText(
      due(
        testLead({
          category: 'Test Drive',
          params: {
            location: 'coastline-toyota-nambour',
            preferredDate: '2026-12-12',
            dateTime: '10am',
            Rego: null,
            terms_conditions: true,
          },
        }),
      ),
    );
    expect(text).toContain(
      'Details:\nLocation: coastline-toyota-nambour\nPreferred day: Saturday 12 December 2026\nPreferred time: 10am\nAgreed to the terms: Yes\n',
    );
    expect(text).not.toContain('Rego');
    expect(text.indexOf('Details:')).toBeLessThan(text.indexOf('Message:'));
  });

  it('labels a finance application’s figures for the salesperson, not with the payload’s keys', () => {
    const text = leadEmailText(
      due(
        testLead({
          category: 'Finance',
          subcategory: 'Finance Application',
          params: {
            terms_conditions: true,
            term_years: 5,
            deposit: 5000,
            vehicle_price: 45_990,
            interest_rate: 8.99,
            repayment_frequency: 'weekly',
            estimated_repayment: 221,
          },
        }),
      ),
    );
    expect(text).toContain(
      'Details:\nVehicle price: $45,990\nDeposit: $5,000\nLoan term: 5 years\nInterest rate: 8.99% p.a.\nRepayment frequency: Weekly\nEstimated repayment: $221\nAgreed to the terms: Yes\n',
    );
    expect(text).not.toMatch(/term_years|vehicle_price/);
  });

  it('has no details section for a lead without any', () => {
    expect(leadEmailText(due(testLead({ params: {} })))).not.toContain('Details:');
  });

  /** A trade-in lead as the server stores it (the valuation's fields in the payload's jsonb order). */
  const tradeIn = (params: DueLead['payload']['params'], subcategory = '2. Trade-In Valuation') =>
    due(
      testLead({
        category: 'Trade-In',
        subcategory,
        message: null,
        params: {
          Rego: 'ABC123',
          condition: 'good',
          rego_state: 'QLD',
          odometer_km: 45_000,
          trade_in_make: 'Toyota',
          trade_in_year: 2021,
          valuation_low: 26_400,
          trade_in_badge: 'GXL',
          trade_in_model: 'RAV4',
          valuation_high: 29_300,
          valuation_reason: null,
          ...params,
        },
      }),
    );

  it('says a trade-in’s car and estimate in words above the raw details', () => {
    const text = leadEmailText(tradeIn({}));
    expect(text).toContain(
      'Trade-in car: 2021 Toyota RAV4 GXL, rego ABC123 (QLD), 45,000 km\nEstimate: $26,400 – $29,300\n',
    );
    expect(text.indexOf('Estimate:')).toBeLessThan(text.indexOf('Details:'));
    expect(text).not.toContain('Offer accepted');
    expect(
      leadEmailText(tradeIn({ valuation_low: null, valuation_high: null, valuation_reason: 'age' })),
    ).toContain('Estimate: none online, over 7 years old: value it in person');
  });

  it('puts an accepted offer first in its text and in its subject', () => {
    const offer = tradeIn({ lead_id: 'a', form_completed: true, offer_accepted: true }, '3. Offer Accepted');
    const text = leadEmailText(offer);
    expect(text).toContain(
      '\n\nOffer accepted: the shopper accepted the estimate below and expects your call to inspect the car.\nTrade-in car: 2021 Toyota RAV4 GXL',
    );
    expect(leadEmail(offer, '<adf/>', 'from@x', 'to@x').subject).toBe('New Trade-In lead (offer accepted)');
    expect(leadEmail(tradeIn({}), '<adf/>', 'from@x', 'to@x').subject).toBe('New Trade-In lead');
  });

  it('says "Offer accepted" only of an accepted offer, not of a trade-in lead whose subcategory reads so', () => {
    // A hand-made Trade-In lead may carry the subcategory without being spec §7.6's accepted offer (no trade-in
    // lead checked): neither its subject nor its text tells the dealer the shopper accepted.
    const claimed = tradeIn({}, '3. Offer Accepted');
    expect(leadEmail(claimed, '<adf/>', 'from@x', 'to@x').subject).toBe('New Trade-In lead');
    expect(leadEmailText(claimed)).not.toContain('Offer accepted:');
  });

  it('has no trade-in summary for other leads or a trade-in naming no valuation', () => {
    expect(leadEmailText(due(testLead()))).not.toContain('Trade-in car');
    expect(leadEmailText(due(testLead({ category: 'Trade-In', params: {} })))).not.toContain('Estimate');
  });
});
