import type { DealerLocation } from '../domain/location';

/** The location types a block can ask for (spec §2 Location block), besides a single location id. */
export const LOCATION_SCOPES = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const;
export type LocationScope = (typeof LOCATION_SCOPES)[number];

/** Which locations a location block shows (spec §2): a scope or one location id, narrowed further. */
export interface LocationFilter {
  scope: LocationScope | { id: number };
  /** Only locations selling or servicing this manufacturer (slug, e.g. "mazda"). */
  manufacturer: string | null;
  /** Only locations with this subtype (e.g. "buying"). */
  subtype: string | null;
  /** Location ids left out. */
  excludedIds: number[];
}

export const DEFAULT_LOCATION_FILTER: LocationFilter = {
  scope: 'all',
  manufacturer: null,
  subtype: null,
  excludedIds: [],
};

const isScope = (value: string): value is LocationScope =>
  (LOCATION_SCOPES as readonly string[]).includes(value);

const ids = (value: string): number[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

/**
 * Reads a block's filter from its region variant: the scope or a location id first, then optional
 * `key=value` parts separated by ";": `service-and-parts;manufacturer=mazda;subtype=buying;exclude=102,103`.
 * An empty or unknown scope means "all"; unknown keys are ignored.
 */
export function parseLocationFilter(variant: string | null | undefined): LocationFilter {
  const [head = '', ...options] = (variant ?? '').split(';').map((part) => part.trim());
  const filter: LocationFilter = { ...DEFAULT_LOCATION_FILTER, excludedIds: [] };
  if (/^\d+$/.test(head)) filter.scope = { id: Number(head) };
  else if (isScope(head)) filter.scope = head;
  for (const option of options) {
    const [key, value = ''] = option.split('=').map((part) => part.trim());
    if (key === 'manufacturer' && value) filter.manufacturer = value.toLowerCase();
    else if (key === 'subtype' && value) filter.subtype = value;
    else if (key === 'exclude') filter.excludedIds = ids(value);
  }
  return filter;
}

/** Spec §3: an empty location_type means sales. */
export function locationTypeOf(
  location: Pick<DealerLocation, 'location_type'>,
): 'sales' | 'service' | 'parts' {
  return location.location_type || 'sales';
}

function inScope(location: DealerLocation, scope: LocationFilter['scope']): boolean {
  if (typeof scope === 'object') return location.id === scope.id;
  const type = locationTypeOf(location);
  switch (scope) {
    case 'all':
      return true;
    case 'primary':
      return location.primary;
    case 'service-and-parts':
      return type === 'service' || type === 'parts';
    default:
      return type === scope;
  }
}

/**
 * Spec §2 Location block, §4 Location card: the locations a block shows, in the dealer's order. A location
 * that is not visible never shows; the others must match the scope, the manufacturer and subtype when
 * given, and not be excluded.
 */
export function filterLocations(
  locations: readonly DealerLocation[],
  filter: LocationFilter,
): DealerLocation[] {
  return locations.filter(
    (location) =>
      location.visible &&
      inScope(location, filter.scope) &&
      (!filter.manufacturer || location.manufacturers.includes(filter.manufacturer)) &&
      (!filter.subtype || location.location_subtype.includes(filter.subtype)) &&
      !filter.excludedIds.includes(location.id),
  );
}
