import { financePageUrl } from '../finance-page-url';

describe('financePageUrl', () => {
  it('links to the finance form for the car with its price as the budget', () => {
    expect(financePageUrl({ id: 42, price: 45990, car_type: 'used' })).toBe(
      '/finance?car_id=42&car_type=used&vehiclePriceBudget=45990#finance-form',
    );
  });

  it('leaves the budget out when the car has no real price (10 or less)', () => {
    expect(financePageUrl({ id: 7, price: 10, car_type: 'new' })).toBe(
      '/finance?car_id=7&car_type=new#finance-form',
    );
  });

  it("opens the page at its calculator, not the form's anchor, for the finance box's repayment", () => {
    expect(financePageUrl({ id: 42, price: 45990, car_type: 'used' }, { toForm: false })).toBe(
      '/finance?car_id=42&car_type=used&vehiclePriceBudget=45990',
    );
  });
});
