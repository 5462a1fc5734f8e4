import type { CarType, Dealership } from '@dealerline/shared';
import { carTypeOf, LEAD_ATTRIBUTION_LIMITS } from '@dealerline/shared/rules';

/** The finance query parameters of spec §2. */
export const FINANCE_QUERY_PARAMS = [
  'preferredDealership',
  'vehiclePriceBudget',
  'car_id',
  'car_type',
] as const;

export interface FinanceQuery {
  /** The dealership to preselect, when the parameter names one of the dealer's (by slug, id or name). */
  preferredDealership: Dealership | null;
  /** A price over 0 in whole dollars ("45990", "45,990", "$45,990.00"), else null. */
  vehiclePriceBudget: number | null;
  carId: number | null;
  carType: CarType | null;
  /** The parameters as given (non-empty ones), passed on with the lead. */
  linked: Record<string, string>;
}

function findDealership(value: string | null, dealerships: Dealership[]): Dealership | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return (
    dealerships.find((d) => d.slug.toLowerCase() === wanted) ??
    dealerships.find((d) => String(d.id) === wanted) ??
    dealerships.find((d) => d.name.toLowerCase() === wanted) ??
    null
  );
}

function budgetOf(value: string | null): number | null {
  const amount = Number((value ?? '').replace(/[\s$,]/g, ''));
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount) : null;
}

/** Car ids are positive 32-bit integers (the database's integer). */
const MAX_CAR_ID = 2147483647;

function carIdOf(value: string | null): number | null {
  const id = value && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : null;
  return id != null && id <= MAX_CAR_ID ? id : null;
}

/** Reads the finance query parameters; anything malformed or unknown is ignored. */
export function readFinanceQuery(params: URLSearchParams, dealerships: Dealership[]): FinanceQuery {
  const carType = params.get('car_type');
  const linked: Record<string, string> = {};
  for (const name of FINANCE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value) linked[name] = value.slice(0, LEAD_ATTRIBUTION_LIMITS.queryValueLength);
  }
  return {
    preferredDealership: findDealership(params.get('preferredDealership'), dealerships),
    vehiclePriceBudget: budgetOf(params.get('vehiclePriceBudget')),
    carId: carIdOf(params.get('car_id')),
    carType: carTypeOf(carType),
    linked,
  };
}
