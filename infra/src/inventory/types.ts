/** What a dealership sells; decides the catalogue and the new / demo / used mix (issue 3 item 3). */
export type DealershipKind = 'franchise' | 'used' | 'caravan' | 'truck' | 'group';

/** One dealership and its main location, as the demo tenants describe it. */
export interface DealershipInput {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  locationId: number;
  locationSlug: string;
  locationName: string;
  street: string;
  kind: DealershipKind;
  /** A franchise's (or group's) makes, by name or slug ("Nissan", "zone-rv"); others sell the whole market. */
  makes?: string[];
  /** Sells used cars only (a 'used' kind always does). */
  usedOnly?: boolean;
  /** Relative share of the generated cars; by default from the kind (groups largest, caravans and trucks smallest). */
  weight?: number;
  /** A subscription site: most recent priced cars get a subscription price. */
  subscription?: boolean;
}

export interface InventoryOptions {
  /** How many cars to generate. */
  cars: number;
  dealerships: DealershipInput[];
  /** PRNG seed; the same seed, inputs and `now` give byte-identical output. Default 1. */
  seed?: number;
  /** The generator's clock: model years, created_at and sold dates are relative to it. */
  now: Date;
}
