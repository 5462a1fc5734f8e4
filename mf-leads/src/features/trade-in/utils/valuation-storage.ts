import type { ValuationResult, ValuationStarted } from '@dealerline/shared';
import { browserStorage } from '@dealerline/shared/ui';

/**
 * The trade-in valuation kept in local storage per site (spec §3 "Trade-in valuation result is stored
 * locally"): the result, the trade-in lead's id once the shopper sent their details (Offer Accepted needs it),
 * and whether the offer was accepted. Shown again when the shopper comes back. Malformed data reads as none;
 * storage failures (private mode, quota) are ignored.
 */
export interface StoredValuation {
  result: ValuationResult;
  lead_id: string | null;
  /** The dealership the trade-in lead went to (the acceptance goes there too). */
  dealership_slug: string | null;
  /** The car the trade-in lead was about (/cars/trade-in?car_id=), null for none. */
  car_id: number | null;
  offer_accepted: boolean;
}

const key = (site: string) => `dealerline:${site}:trade-in-valuation`;
const startedKey = (site: string) => `dealerline:${site}:trade-in-started`;

const storage = () => browserStorage('local');
const tabStorage = () => browserStorage('session');

const isResult = (value: unknown): value is ValuationResult => {
  const result = value as Partial<ValuationResult> | null;
  const range = result?.range;
  return (
    typeof result?.id === 'string' &&
    typeof result.vehicle?.make === 'string' &&
    typeof result.vehicle.model === 'string' &&
    typeof result.vehicle.year === 'number' &&
    typeof result.adjustmentAnswers?.odometer_km === 'number' &&
    (range === null || (typeof range?.low === 'number' && typeof range.high === 'number'))
  );
};

export function readValuation(site: string): StoredValuation | null {
  try {
    const stored = JSON.parse(storage()?.getItem(key(site)) ?? 'null') as Partial<StoredValuation> | null;
    if (!stored || !isResult(stored.result)) return null;
    return {
      result: stored.result,
      lead_id: typeof stored.lead_id === 'string' ? stored.lead_id : null,
      dealership_slug: typeof stored.dealership_slug === 'string' ? stored.dealership_slug : null,
      car_id: typeof stored.car_id === 'number' ? stored.car_id : null,
      offer_accepted: stored.offer_accepted === true,
    };
  } catch {
    return null;
  }
}

export function storeValuation(site: string, valuation: StoredValuation): void {
  try {
    storage()?.setItem(key(site), JSON.stringify(valuation));
  } catch {
    // storage full or blocked: the valuation is not kept
  }
}

export function clearValuation(site: string): void {
  try {
    storage()?.removeItem(key(site));
  } catch {
    // blocked storage: nothing to clear
  }
}

const isStarted = (value: unknown): value is ValuationStarted => {
  const started = value as Partial<ValuationStarted> | null;
  return (
    typeof started?.id === 'string' &&
    typeof started.vehicle?.make === 'string' &&
    typeof started.vehicle.model === 'string' &&
    typeof started.vehicle.year === 'number'
  );
};

/**
 * The car found at the first step, before its questions are answered, kept for the browser tab
 * (sessionStorage): a reload at the questions comes back to them, not to the rego lookup. The valuation's
 * result replaces it (storeValuation); starting again clears it.
 */
export function storeStartedValuation(site: string, started: ValuationStarted | null): void {
  try {
    if (started) tabStorage()?.setItem(startedKey(site), JSON.stringify(started));
    else tabStorage()?.removeItem(startedKey(site));
  } catch {
    // storage full or blocked: a reload starts from the rego again
  }
}

export function readStartedValuation(site: string): ValuationStarted | null {
  try {
    const started: unknown = JSON.parse(tabStorage()?.getItem(startedKey(site)) ?? 'null');
    return isStarted(started) ? started : null;
  } catch {
    return null;
  }
}
