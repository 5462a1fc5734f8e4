import { MASS_SALE_MIN_CARS, massSaleRefusal } from '../mass-sale-guard';

describe('massSaleRefusal', () => {
  it('lets a full feed mark up to a quarter of the listed cars sold', () => {
    expect(massSaleRefusal(25, 100)).toBeNull();
    expect(massSaleRefusal(26, 100)).toMatch(/would mark 26 of the site's 100 listed cars sold/);
  });

  it('never refuses fewer than the minimum, however small the yard', () => {
    expect(massSaleRefusal(MASS_SALE_MIN_CARS - 1, MASS_SALE_MIN_CARS - 1)).toBeNull();
    expect(massSaleRefusal(MASS_SALE_MIN_CARS, MASS_SALE_MIN_CARS)).not.toBeNull();
  });

  it('refuses one that would sell every car of the site', () => {
    expect(massSaleRefusal(155, 155)).toMatch(/--allow-mass-sale/);
  });
});
