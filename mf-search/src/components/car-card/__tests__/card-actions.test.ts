import { similarCarsUrl } from '@dealerline/shared';
import { testCarHit } from '@dealerline/shared/testing';
import { parseSearchParams } from '../../../lib/search';
import { cardActions } from '../card-actions';

const ALL = ['view_details', 'get_finance', 'test_drive', 'reserve', 'find_similar'] as const;
const autograb = { autograb: true };
const labels = (actions: { label: string }[]) => actions.map((action) => action.label);

describe('cardActions', () => {
  it("gives an available car the site's buttons in the site's order, without Find Me Something Similar", () => {
    const car = testCarHit({ id: 9, slug: 'car-9', price: 30000, car_type: 'demo' });
    expect(cardActions(car, ALL, autograb)).toEqual([
      { button: 'view_details', label: 'View Details', href: '/cars/car-9' },
      {
        button: 'get_finance',
        label: 'Get Finance',
        href: '/finance?car_id=9&car_type=demo&vehiclePriceBudget=30000#finance-form',
      },
      { button: 'test_drive', label: 'Book a Test Drive', href: '/book-test-drive/?car_id=9' },
      { button: 'reserve', label: 'Reserve this Car', href: '/cars/car-9/checkout' },
    ]);
    expect(labels(cardActions(car, ['view_details', 'reserve', 'get_finance'], autograb))).toEqual([
      'View Details',
      'Reserve this Car',
      'Get Finance',
    ]);
  });

  it('offers Reserve this Car only by the reserve rule (in stock, not reserved, over $200, autograb dealer)', () => {
    const reserve = (overrides: Parameters<typeof testCarHit>[0], dealer = autograb) =>
      labels(cardActions(testCarHit(overrides), ['reserve'], dealer));
    expect(reserve({})).toEqual(['Reserve this Car']);
    expect(reserve({}, { autograb: false })).toEqual([]);
    expect(reserve({ reserved: true })).toEqual([]);
    expect(reserve({ price: 200 })).toEqual([]);
    expect(reserve({ status: 'coming_soon' })).toEqual([]);
  });

  it('replaces the enquiry buttons with Find Me Something Similar when the car is not available', () => {
    const sold = testCarHit({
      status: 'sold',
      sold: true,
      make: 'Toyota',
      model: 'HiLux',
      simple_body: 'Ute',
    });
    expect(cardActions(sold, ALL, autograb)).toEqual([
      { button: 'view_details', label: 'View Details', href: `/cars/${sold.slug}` },
      {
        button: 'find_similar',
        label: 'Find Me Something Similar',
        href: '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux&refinementList[simple_body][0]=Ute',
      },
    ]);
  });

  it('leaves a sold car with View Details only on a site without Find Me Something Similar', () => {
    const sold = testCarHit({ status: 'sold' });
    expect(labels(cardActions(sold, ['view_details', 'get_finance'], autograb))).toEqual(['View Details']);
  });
});

describe('similarCarsUrl (shared) as the search page reads it', () => {
  it('refines the search by the same make, model and body', () => {
    const url = similarCarsUrl({ make: 'Land Rover', model: 'Range Rover Sport', simple_body: 'SUV' });
    const [path, query] = url.split('?');
    expect(path).toBe('/search/new-used-and-demo-cars/');
    expect(parseSearchParams(query!).refinements).toEqual({
      make: ['Land Rover'],
      model: ['Range Rover Sport'],
      simple_body: ['SUV'],
    });
  });
});
