export * from './rspack-app';
export * from './singletons';
export * from './rspack-ssr';
export * from './browser-targets';
