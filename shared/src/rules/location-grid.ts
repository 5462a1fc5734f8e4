import { LOCATION_GRID_COLUMNS } from './constants';

/** Columns of a locations grid at each width (spec §2, §9: up to 4 wide, 2 medium; 1 on small screens). */
export interface LocationGridColumns {
  small: number;
  medium: number;
  wide: number;
}

/**
 * Spec §9 "Locations grid columns depend on count": never more columns than locations (3 locations fill 3
 * columns, not 3 of 4), at most 4 on wide screens and 2 on medium ones, one on small screens.
 */
export function locationGridColumns(count: number): LocationGridColumns {
  const n = Math.max(1, Math.floor(Number.isFinite(count) ? count : 1));
  return {
    small: 1,
    medium: Math.min(n, LOCATION_GRID_COLUMNS.medium),
    wide: Math.min(n, LOCATION_GRID_COLUMNS.wide),
  };
}
