import type { CardFinance } from '@dealerline/shared';
import { MAX_INTEREST_RATE, MAX_VEHICLE_PRICE } from '@dealerline/shared/rules';
import { calculatorDraftKey, changedValues, draftValues } from '../calculator-draft';
import { initialValues } from '../calculator-values';

const caravanLender: CardFinance = {
  interestRate: 8.49,
  comparisonRate: 9.1,
  paymentWeek: 118.06,
  paymentMonth: 512.1,
  termYears: 10,
  termMonths: 120,
  balloon: 0,
  deposit: 0,
};

describe("the calculator's draft", () => {
  it('is kept beside the finance form’s draft, per site, page and car', () => {
    const form = { site: 'harbour-nissan', form: 'finance:Finance Enquiry', carId: '1217' };
    expect(calculatorDraftKey(form)).toBe(
      'dealerline:harbour-nissan:form-draft:finance:Finance Enquiry:calculator:car-1217',
    );
    expect(calculatorDraftKey({ ...form, carId: null })).not.toBe(calculatorDraftKey(form));
  });

  it('holds only the fields the shopper changed', () => {
    const values = { ...initialValues(36990), deposit: '5000', interestRate: '6.5' };
    expect(changedValues(values, { deposit: true, interestRate: true, price: false })).toEqual({
      deposit: '5000',
      interestRate: '6.5',
    });
  });

  it('brings back figures within the calculator’s bounds, as typed', () => {
    expect(
      draftValues({
        price: '45,990',
        deposit: '',
        balloon: '2000',
        interestRate: String(MAX_INTEREST_RATE),
        termYears: 7,
        frequency: 'fortnightly',
      }),
    ).toEqual({
      price: '45,990',
      deposit: '',
      balloon: '2000',
      interestRate: '48',
      termYears: 7,
      frequency: 'fortnightly',
    });
  });

  it('leaves out what no calculator field can hold: never NaN, never out of range', () => {
    expect(draftValues(null)).toEqual({});
    expect(
      draftValues({
        price: String(MAX_VEHICLE_PRICE + 1),
        deposit: '-1',
        balloon: 5000,
        interestRate: '48.01',
        termYears: 40,
        frequency: 'daily',
      }),
    ).toEqual({});
    expect(
      draftValues({
        price: '0',
        deposit: 'abc',
        balloon: '1e9',
        interestRate: '',
        termYears: '5',
        frequency: 7,
      }),
    ).toEqual({});
    expect(draftValues({ price: 'x'.repeat(100), interestRate: '6.5' })).toEqual({ interestRate: '6.5' });
  });

  it('brings back a term outside 1–7 years only for the lender that offers it', () => {
    expect(draftValues({ termYears: 10 })).toEqual({});
    expect(draftValues({ termYears: 10 }, caravanLender)).toEqual({ termYears: 10 });
  });
});
