import { WeightedTable } from './weighted';

/**
 * A paint colour: the name the colour facet shows and the hex the generated pictures are drawn in (the same
 * hex the image module's colourHex gives the name; a test keeps them equal).
 */
export interface Colour {
  name: string;
  /** Six lower-case hex digits, without '#'. */
  hex: string;
}

/**
 * Paint colours of Australian stock, roughly as common as on the road: white leads by far (fleets, utes,
 * heat), then grey, black, silver and blue.
 */
const COLOURS: readonly (readonly [Colour, number])[] = [
  [{ name: 'White', hex: 'f2f3f1' }, 32],
  [{ name: 'Grey', hex: '6e7378' }, 17],
  [{ name: 'Black', hex: '17181a' }, 12],
  [{ name: 'Silver', hex: 'b9bec4' }, 11],
  [{ name: 'Blue', hex: '1f4e9a' }, 10],
  [{ name: 'Red', hex: 'b3141c' }, 7],
  [{ name: 'Green', hex: '2f6b3a' }, 2.5],
  [{ name: 'Brown', hex: '5b3a24' }, 2],
  [{ name: 'Orange', hex: 'e0671b' }, 1.5],
  [{ name: 'Beige', hex: 'd6c7a8' }, 1.5],
  [{ name: 'Yellow', hex: 'f0c419' }, 1],
  [{ name: 'Gold', hex: 'b8943f' }, 0.7],
  [{ name: 'Purple', hex: '5a2d7a' }, 0.3],
];

/** Passenger cars. */
export const CAR_COLOURS = new WeightedTable(COLOURS);

/** Trucks, vans, buses and caravans: mostly white. */
export const WORK_COLOURS = new WeightedTable(
  COLOURS.map(([colour, weight]) => [colour, colour.name === 'White' ? weight * 12 : weight] as const),
);
