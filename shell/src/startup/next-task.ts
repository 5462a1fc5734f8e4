/**
 * Resolves in a new task of the browser's event loop, so that what follows runs after the browser has had a
 * chance to paint and to handle input: `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued work), otherwise a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
