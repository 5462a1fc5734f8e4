import { useState } from 'react';

/**
 * A control's value that shows the shopper's choice at once while the change it causes is still rendering
 * (e.g. a filter checkbox whose new URL renders in a router transition): `[shown, choose]`. The chosen value
 * is shown until `value` itself changes (the transition committed), then `value` again, for good: a later
 * return to the value the choice was made over (Back) shows that value, not the old choice. `key` says when
 * `value` changed, for a value made anew on each render (Object.is on `value` itself by default).
 */
export function usePendingValue<T>(value: T, key: unknown = value): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ over: unknown; next: T } | null>(null);
  const stale = pending !== null && !Object.is(pending.over, key);
  // Dropped while rendering (React renders again at once), so no later render can show it.
  if (stale) setPending(null);
  const shown = pending !== null && !stale ? pending.next : value;
  return [shown, (next: T) => setPending({ over: key, next })];
}
