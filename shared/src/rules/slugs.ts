import { BODY_TYPES, type BodyType } from '../domain/catalogue';

/**
 * The URL slug of a make or model name, as the car index's make_slug and the /search/{make}/{model} routes
 * spell it: "Mercedes-Benz" → "mercedes-benz", "CX-5" → "cx-5", "e:HEV RS" → "e-hev-rs".
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of a body type in /search/{body-slug} (the footer's "Vehicles by body type"): cabChassis → "cab-chassis". */
export function bodyTypeSlug(body: BodyType): string {
  return body.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The body type a URL names by slug or key, in any case ("cab-chassis", "cabChassis", "SUV"); null for none. */
export function bodyTypeFromSlug(value: string): BodyType | null {
  const wanted = squash(value);
  return wanted ? (BODY_TYPES.find((body) => squash(body) === wanted) ?? null) : null;
}
