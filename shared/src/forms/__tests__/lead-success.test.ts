import { testCarHit } from '../../../testing/car-hit';
import { keepLeadForSuccess, readLeadForSuccess, successPath } from '../lead-success';

const CAR = testCarHit({ id: 7, car_type: 'demo', make: 'Kia', model: 'Sportage', year: 2024 });

beforeEach(() => window.localStorage.clear());

describe('what a lead keeps for /success', () => {
  it('keeps the category and the car per site, and a lead about no car forgets the earlier car', () => {
    keepLeadForSuccess('site-a', 'Test Drive', CAR);
    expect(readLeadForSuccess('site-a')).toEqual({
      category: 'Test Drive',
      car: {
        id: 7,
        slug: CAR.slug,
        name: '2024 Kia Sportage',
        car_type: 'demo',
        photo: CAR.primary_image_url,
      },
    });
    expect(readLeadForSuccess('site-b')).toEqual({ category: null, car: null });

    keepLeadForSuccess('site-a', 'General Enquiry', null);
    expect(readLeadForSuccess('site-a')).toEqual({ category: 'General Enquiry', car: null });
  });

  it('reads a car kept without a type or photo (before they were kept), and none from a broken entry', () => {
    window.localStorage.setItem(
      'dealerline:site-a:lead-car',
      '{"id":7,"slug":"a-car","name":"2020 Mazda 3"}',
    );
    expect(readLeadForSuccess('site-a').car).toEqual({
      id: 7,
      slug: 'a-car',
      name: '2020 Mazda 3',
      car_type: undefined,
      photo: null,
    });
    window.localStorage.setItem('dealerline:site-a:lead-car', '{"id":7,"slug":""}');
    expect(readLeadForSuccess('site-a').car).toBeNull();
  });

  it('passes the car type along to /success (spec §2)', () => {
    expect(successPath('used')).toBe('/success?car_type=used');
    expect(successPath(null)).toBe('/success');
  });
});
