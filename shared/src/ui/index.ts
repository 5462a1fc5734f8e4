export * from './remote-frame';
export * from './remote-widget';
export * from './content-link';
export * from './price-slider';
export * from './load-error';
export * from './use-pending-value';
