// Domain types (spec §3)
export * from './domain/car';
export * from './domain/location';
export * from './domain/site';
export * from './domain/catalogue';
export * from './domain/content';
export * from './domain/search';
export * from './domain/leads';
export * from './domain/vehicle';
export * from './domain/valuation';

// Formatting and analytics ids (spec §8, §9). The spec's rules are not here: they are a library of pure
// functions each app bundles, tree-shaken, from '@dealerline/shared/rules' (docs/decisions.md).
export * from './format';
export * from './analytics';

// The one lead submission function (spec §7.4): lead forms, finance application, checkout
export * from './leads';

// Platform contracts between the shell, the remotes and the server
export * from './platform/remotes';
export * from './platform/boot';
export * from './platform/page-location';
export * from './platform/server-modules';
export * from './platform/region';
export * from './platform/build-info';
export * from './platform/widgets';
export * from './platform/remote-widget';
export * from './platform/finance-page-url';
export * from './platform/similar-cars-url';

// One store, one api, one bus
export * from './api/api';
export * from './api/car-by-id';
export * from './api/promotions';
export * from './api/content-page';
export * from './api/not-found-as-null';
export * from './api/shopper-error-message';
export * from './store/root-reducer';
export * from './store/create-store';
export * from './store/hooks';
export * from './tenant/tenant-slice';
export * from './tenant/use-tenant';
export * from './favourites/favourites-slice';
export * from './favourites/favourites-storage';
export * from './favourites/favourite-toggle';
export * from './bus/event-bus';
export * from './bus/platform-events';

// Theme. The UI kit is a library each app bundles ('@dealerline/shared/ui', src/ui), like the rules and
// the form kit: stateless components that take the site and the api from here.
export * from './theme/theme';
export * from './theme/contrast';
export * from './theme/render-when-near';
