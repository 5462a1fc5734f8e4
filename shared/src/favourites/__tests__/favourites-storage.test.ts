import { favouritesStorageKey, readFavourites, writeFavourites } from '../favourites-storage';

const entry = {
  id: 1,
  name: '2020 Mazda CX-5',
  slug: '2020-mazda-cx-5-1',
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: null,
};

describe('favourites storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each site separate', () => {
    writeFavourites(localStorage, 'site-a', [entry]);
    expect(readFavourites(localStorage, 'site-a')).toEqual([entry]);
    expect(readFavourites(localStorage, 'site-b')).toEqual([]);
  });

  it('drops malformed data instead of failing', () => {
    localStorage.setItem(favouritesStorageKey('site-a'), '{not json');
    expect(readFavourites(localStorage, 'site-a')).toEqual([]);
    localStorage.setItem(favouritesStorageKey('site-a'), JSON.stringify([entry, { id: 'x' }, null, 5]));
    expect(readFavourites(localStorage, 'site-a')).toEqual([entry]);
    localStorage.setItem(favouritesStorageKey('site-a'), JSON.stringify({ id: 1 }));
    expect(readFavourites(localStorage, 'site-a')).toEqual([]);
  });

  it('survives storage that refuses writes', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeFavourites(full, 'site-a', [entry])).not.toThrow();
  });
});
