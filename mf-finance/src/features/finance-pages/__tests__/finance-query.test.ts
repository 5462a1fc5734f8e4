import { readFinanceQuery } from '../utils/finance-query';
import { financeVariant } from '../utils/finance-variants';

const dealerships = [
  { id: 101, slug: 'coastline-toyota', name: 'Coastline Toyota' },
  { id: 102, slug: 'coastline-mazda', name: 'Coastline Mazda' },
];
const read = (query: string) => readFinanceQuery(new URLSearchParams(query), dealerships);

describe('readFinanceQuery', () => {
  it('reads every finance parameter of spec §2', () => {
    expect(
      read('preferredDealership=coastline-mazda&vehiclePriceBudget=45990&car_id=77&car_type=used'),
    ).toEqual({
      preferredDealership: dealerships[1],
      vehiclePriceBudget: 45990,
      carId: 77,
      carType: 'used',
      linked: {
        preferredDealership: 'coastline-mazda',
        vehiclePriceBudget: '45990',
        car_id: '77',
        car_type: 'used',
      },
    });
  });

  it('finds the preferred dealership by slug, id or name, in any case', () => {
    expect(read('preferredDealership=COASTLINE-TOYOTA').preferredDealership?.id).toBe(101);
    expect(read('preferredDealership=102').preferredDealership?.id).toBe(102);
    expect(read('preferredDealership=Coastline%20Mazda').preferredDealership?.id).toBe(102);
    expect(read('preferredDealership=elsewhere').preferredDealership).toBeNull();
  });

  it('reads a budget written as money, and ignores one that is not a positive amount', () => {
    expect(read('vehiclePriceBudget=%2445%2C990').vehiclePriceBudget).toBe(45990);
    expect(read('vehiclePriceBudget=30000.4').vehiclePriceBudget).toBe(30000);
    expect(read('vehiclePriceBudget=0').vehiclePriceBudget).toBeNull();
    expect(read('vehiclePriceBudget=cheap').vehiclePriceBudget).toBeNull();
  });

  it('ignores a malformed car id or car type', () => {
    expect(read('car_id=abc&car_type=boat')).toMatchObject({ carId: null, carType: null });
    expect(read('car_id=0').carId).toBeNull();
    expect(read('car_id=2147483648').carId).toBeNull();
    expect(read('car_id=2147483647').carId).toBe(2147483647);
  });

  it('passes on only the finance parameters that are set', () => {
    expect(read('car_type=new&utm_source=mail&car_id=').linked).toEqual({ car_type: 'new' });
  });
});

describe('financeVariant', () => {
  it('gives each finance route its heading and lead subcategory; an unknown variant is /finance', () => {
    expect(financeVariant('apply-for-finance')).toMatchObject({
      heading: 'Apply for Finance',
      subcategory: 'Finance Application',
      employment: true,
    });
    expect(financeVariant('finance-pre-approval').subcategory).toBe('Finance Pre-Approval');
    expect(financeVariant('finance-enquiry')).toMatchObject({
      subcategory: 'Finance Enquiry',
      employment: false,
    });
    expect(financeVariant(undefined).heading).toBe('Finance');
    expect(financeVariant('nonsense').heading).toBe('Finance');
  });
});
