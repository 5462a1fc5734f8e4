export * from './rspack-app';
export * from './singletons';
