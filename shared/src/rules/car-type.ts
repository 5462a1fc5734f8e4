import type { CarType } from '../domain/car';

/** The car types of spec §3 (car_type). */
export const CAR_TYPES: readonly CarType[] = ['new', 'used', 'demo'];

/** A car_type as written (a query parameter such as /success's or /finance's, a stored car), else null. */
export const carTypeOf = (value: unknown): CarType | null => CAR_TYPES.find((type) => type === value) ?? null;
