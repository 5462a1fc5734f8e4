/** Display formatting of numbers, money, kms and ratings (spec §9). */
export * from './currency';
export * from './car-type';
export * from './price-text';
export * from './distance';
export * from './date-words';
