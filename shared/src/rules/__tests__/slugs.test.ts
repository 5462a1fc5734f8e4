import { BODY_TYPES } from '../../domain/catalogue';
import { bodyTypeFromSlug, bodyTypeSlug, slugify } from '../slugs';

describe('slugify', () => {
  it.each([
    ['Toyota', 'toyota'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Land Rover', 'land-rover'],
    ['CX-5', 'cx-5'],
    ['HiLux', 'hilux'],
    ['e:HEV RS', 'e-hev-rs'],
    ['  SX+ ', 'sx'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('body type slugs', () => {
  it('kebab-cases the camel-case keys and leaves the others', () => {
    expect(bodyTypeSlug('cabChassis')).toBe('cab-chassis');
    expect(bodyTypeSlug('peopleMover')).toBe('people-mover');
    expect(bodyTypeSlug('4x4')).toBe('4x4');
    expect(bodyTypeSlug('suv')).toBe('suv');
  });

  it('reads every slug back as its body type, and keys in any case too', () => {
    for (const body of BODY_TYPES) expect(bodyTypeFromSlug(bodyTypeSlug(body))).toBe(body);
    expect(bodyTypeFromSlug('cabChassis')).toBe('cabChassis');
    expect(bodyTypeFromSlug('SUV')).toBe('suv');
  });

  it('keeps hatch and hatchback apart and knows no others', () => {
    expect(bodyTypeFromSlug('hatch')).toBe('hatch');
    expect(bodyTypeFromSlug('hatchback')).toBe('hatchback');
    expect(bodyTypeFromSlug('toyota')).toBeNull();
    expect(bodyTypeFromSlug('')).toBeNull();
    expect(bodyTypeFromSlug('--')).toBeNull();
  });
});
