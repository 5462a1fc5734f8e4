export * from './fixtures';
export * from './render-with-platform';
export * from './fake-fetch';
export * from './car-hit';
export * from './vehicle';
export * from './lead-network';
export * from './contact-form';
export * from './location-probe';
