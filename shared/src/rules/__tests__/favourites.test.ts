import { FAVOURITES_TEMPLATE, hasFavourites } from '../favourites';

describe('hasFavourites (spec §1: the listed sites plus one manufacturer template)', () => {
  it('follows the site flag on any other template', () => {
    expect(hasFavourites({ favourites: true, template: 'dealer' })).toBe(true);
    expect(hasFavourites({ favourites: false, template: 'dealer' })).toBe(false);
  });

  it("gives Nissan's template favourites whatever the flag says", () => {
    expect(FAVOURITES_TEMPLATE).toBe('nissan-manufacturer');
    expect(hasFavourites({ favourites: false, template: 'nissan-manufacturer' })).toBe(true);
  });
});
