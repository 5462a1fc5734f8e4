import type { Car } from '../domain/car';

/** The default search route (spec §2), where a search for similar cars lands. */
const SEARCH_PATH = '/search/new-used-and-demo-cars/';

/**
 * A search for cars like this one (spec §2 "Find Me Something Similar", §8 sold notice): the same make and
 * model, and the same body when the car has one, in the search page's URL format
 * (`refinementList[{attribute}][{i}]={value}`, mf-search's url-state). Used by the result cards and the
 * vehicle page.
 */
export function similarCarsUrl(car: Pick<Car, 'make' | 'model' | 'simple_body'>): string {
  const refinements: [string, string][] = [
    ['make', car.make],
    ['model', car.model],
  ];
  if (car.simple_body) refinements.push(['simple_body', car.simple_body]);
  const query = refinements
    .map(([attribute, value]) => `refinementList[${attribute}][0]=${encodeURIComponent(value)}`)
    .join('&');
  return `${SEARCH_PATH}?${query}`;
}
