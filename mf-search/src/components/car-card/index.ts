/** The search result card and the site's call-to-action card (spec §2, §9). */
export { CarCard } from './car-card';
export { CtaCard } from './cta-card';
export { CARD_HEIGHT_PX } from './card-frame';
