/** A titled list of result cards from the second search of spec §7.2 (a filter string and a limit). */
export { FixedCarList } from './fixed-car-list';
