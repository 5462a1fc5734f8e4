export * from './fixtures';
export * from './render-with-platform';
