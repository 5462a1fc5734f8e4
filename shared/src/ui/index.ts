// The UI kit: stateless components and hooks each app bundles, tree-shaken, from '@dealerline/shared/ui'; not
// part of the '@dealerline/shared' singleton, so a page ships only the pieces its apps use. What holds state
// (the site, the api, the bus) comes from the singleton (docs/decisions.md, "UI kit library").
export * from './remote-frame';
export * from './content-link';
export * from './page-link';
export * from './price-slider';
export * from './load-error';
export * from './use-pending-value';
export * from './car-image-sources';
export * from './car-summary-photo';
export * from './first-view-images';
export * from './use-image-fallback';
export * from './car-price';
export * from './dialog';
export * from './control-style';
export * from './use-hydrated';
export * from './use-focus-after-removal';
export * from './browser-storage';
export * from './last-search';
export * from './keep-typed-value';
export * from './keep-ticked-boxes';
export * from './carousel';
export * from './promotions-slider';
export * from './site-promotions';
export * from './tabs';
export * from './accepted-payments';
export * from './marketing-claims';
export * from './not-found-message';
export * from './car-notices';
export * from './star-rating';
export * from './reviews-strip';
export * from './swipe-row';
export * from './use-document-title';
export * from './document-head';
export * from './visually-hidden';
export * from './new-tab-link';
export * from './filled-button-edge';
