import type { FavouriteEntry } from '../domain/car';

/** Favourites are stored locally per site (spec §3 "Favourite entry"). */
export function favouritesStorageKey(siteSlug: string): string {
  return `dealerline:${siteSlug}:favourites`;
}

function isFavouriteEntry(value: unknown): value is FavouriteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.id === 'number' && typeof entry.name === 'string' && typeof entry.slug === 'string';
}

/** Reads what was saved, dropping anything malformed (another tab, an old version, a shopper's edits). */
export function readFavourites(storage: Storage, siteSlug: string): FavouriteEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesStorageKey(siteSlug)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFavouriteEntry) : [];
  } catch {
    return [];
  }
}

export function writeFavourites(storage: Storage, siteSlug: string, entries: FavouriteEntry[]): void {
  try {
    storage.setItem(favouritesStorageKey(siteSlug), JSON.stringify(entries));
  } catch {
    // Storage full or disabled (private mode): favourites then last for this page only.
  }
}
