import { useState } from 'react';

/**
 * `value`, except while `hold` is true: then the value of the last render that did not hold (or of the first
 * render). The search page's heading is held while the results on screen are an earlier search's, so it keeps
 * naming them.
 */
export function useHeldValue<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  if (!hold && !Object.is(held, value)) setHeld(value);
  return hold ? held : value;
}
