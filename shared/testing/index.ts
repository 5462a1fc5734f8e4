export * from './fixtures';
export * from './render-with-platform';
export * from './fake-fetch';
export * from './car-hit';
export * from './vehicle';
