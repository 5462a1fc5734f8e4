import { useState } from 'react';

/**
 * A control's value that shows the shopper's choice at once while the change it causes is still rendering
 * (e.g. a filter checkbox whose new URL renders in a router transition): `[shown, choose]`. The chosen value
 * is shown until `value` itself changes (the transition committed), then `value` again.
 */
export function usePendingValue<T>(value: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ over: T; next: T } | null>(null);
  const shown = pending !== null && Object.is(pending.over, value) ? pending.next : value;
  return [shown, (next: T) => setPending({ over: value, next })];
}
