import type { RegoState, TradeInVehicle } from '../../../shared/src/domain/valuation';
import { DEMO_REGOS, type DemoRego } from './demo-regos';
import type { RegoLookupProvider } from './rego-lookup-provider';

/** The local RegoLookupProvider: a fixed demo register (no network); a rego is unique within its state. */
export class DemoRegoRegister implements RegoLookupProvider {
  private readonly register: Map<string, TradeInVehicle>;

  constructor(entries: readonly DemoRego[] = DEMO_REGOS) {
    this.register = new Map(entries.map((entry) => [`${entry.state}:${entry.rego}`, entry.vehicle]));
  }

  async lookup(rego: string, state: RegoState): Promise<TradeInVehicle | null> {
    return this.register.get(`${state}:${rego}`) ?? null;
  }
}
