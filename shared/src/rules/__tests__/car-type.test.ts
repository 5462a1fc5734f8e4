import { carTypeOf } from '../car-type';

it('reads a car_type as written, and nothing else', () => {
  expect(carTypeOf('new')).toBe('new');
  expect(carTypeOf('used')).toBe('used');
  expect(carTypeOf('demo')).toBe('demo');
  for (const value of ['Used', ' used', '', null, undefined, 1, 'pre-owned'])
    expect(carTypeOf(value)).toBeNull();
});
