import { formatNumber } from './currency';

/**
 * A distance from the shopper's postcode (spec §7.10): one decimal under 10 km ("4.2 km"), whole kilometres
 * with separators from 10 km ("1,234 km"). Non-finite or negative input gives ''.
 */
export function formatDistanceKm(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 9.95) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${formatNumber(km)} km`;
}
