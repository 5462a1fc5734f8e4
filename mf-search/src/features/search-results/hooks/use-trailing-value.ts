import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, one render behind when it changes: the render that brings a new value still returns the last one,
 * and right after it commits the new one renders in a transition (in slices between the shopper's input).
 * What reads the trailing value updates after the rest of the page has reached the screen. The first render
 * returns `value` itself (server HTML, hydration).
 */
export function useTrailingValue<T>(value: T): T {
  const [trailing, setTrailing] = useState(value);
  useEffect(() => {
    if (!Object.is(trailing, value)) startTransition(() => setTrailing(value));
  }, [value, trailing]);
  return trailing;
}
