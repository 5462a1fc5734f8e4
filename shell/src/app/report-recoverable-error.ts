/**
 * Where React reports an error it recovered from while hydrating (a part of the server's HTML that differs
 * from the browser's render, e.g. a clock that ticked): that part was rendered again in the browser and the
 * shopper sees the right page, so it is a warning for developers, not a page error.
 */
export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[shell] hydration recovered: ${message}`);
}
