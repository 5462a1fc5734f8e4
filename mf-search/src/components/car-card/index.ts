/** The search result card, its placeholder and the site's call-to-action card (spec §2, §9). */
export { CarCard } from './car-card';
export { CardPlaceholder } from './card-placeholder';
export { CtaCard } from './cta-card';
export { CARD_HEIGHT_PX, RESERVED_HEIGHT_PX } from './card-frame';
