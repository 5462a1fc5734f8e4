/** Deterministic demo inventory (issue 3 item 3): pure, no I/O. */
export { generateInventory, inventoryRows, DEFAULT_SEED } from './inventory-rows';
export type { DealershipInput, DealershipKind, InventoryOptions } from './types';
export { BODY_LABELS } from './body-types';
export type { Colour } from './colours';
export { IMAGE_ANGLES, THUMB_QUERY } from './images';
export { amortisedPayment, FINANCE_DISCLAIMERS, TERM_YEARS } from './finance';
export { CATALOGUE, findMake } from './catalogue';
export { vinCheckDigit } from './vin';
