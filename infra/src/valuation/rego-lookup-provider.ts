import type { RegoState, TradeInVehicle } from '../../../shared/src/domain/valuation';

/**
 * Finds the car of a registration (spec §7.5 "rego lookup with rego and regoState"). The platform's own
 * implementation is the demo register (demo-rego-register.ts); Autograb or Redbook (the dealer config's
 * autograb / redbook flags) would each be a small class calling their API and mapping its answer to a
 * TradeInVehicle. `rego` arrives normalised (upper case, letters and digits). Null when the register has no
 * such registration in that state; a thrown error is a failure of the register itself.
 */
export interface RegoLookupProvider {
  lookup(rego: string, state: RegoState): Promise<TradeInVehicle | null>;
}
