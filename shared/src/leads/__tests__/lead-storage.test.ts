import {
  readContact,
  readSelectedCar,
  readSuccessCategory,
  storeContact,
  storeSelectedCar,
  storeSuccessCategory,
} from '../lead-storage';

beforeEach(() => window.localStorage.clear());

describe('lead storage (spec §3)', () => {
  it('keeps contact details only when name, email and phone are all present', () => {
    storeContact('site-a', { name: 'Jo', email: 'jo@example.com', phone: '' });
    expect(readContact('site-a')).toBeNull();
    storeContact('site-a', {
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
    expect(readContact('site-a')).toEqual({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
    expect(readContact('site-b')).toBeNull();
  });

  it('keeps the selected car and the success category per site', () => {
    storeSelectedCar('site-a', { id: 7, slug: 'a-car', name: '2020 Mazda 3' });
    storeSuccessCategory('site-a', 'Test Drive');
    expect(readSelectedCar('site-a')).toEqual({ id: 7, slug: 'a-car', name: '2020 Mazda 3' });
    expect(readSuccessCategory('site-a')).toBe('Test Drive');
    expect(readSuccessCategory('site-b')).toBeNull();
  });

  it('reads nothing from broken entries', () => {
    window.localStorage.setItem('dealerline:site-a:lead-contact', '{not json');
    expect(readContact('site-a')).toBeNull();
  });
});
