/**
 * How long a page's server render may take in all (its data budget included) before the page goes out
 * without it and renders in the browser. Renders take 10-300 ms; this catches a part that never finishes (a
 * remote's server code waiting on a promise that never settles), which would otherwise hold the shopper's
 * request, and every request for that page sharing its render (render-cache.ts), for good.
 */
export const SSR_RENDER_LIMIT_MS = 5000;

/** The error a render over its time limit ends with. */
export class RenderOverTimeLimit extends Error {
  constructor(limitMs: number) {
    super(`the server render took longer than ${limitMs} ms: the page renders in the browser`);
    this.name = 'RenderOverTimeLimit';
  }
}

/**
 * `render`'s result, or a RenderOverTimeLimit rejection once `limitMs` have passed; the signal `render` gets
 * aborts then, so a render that heeds it stops rather than going on in the background.
 */
export async function withinTimeLimit<T>(
  render: (signal: AbortSignal) => Promise<T>,
  limitMs: number,
): Promise<T> {
  const limit = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overTime = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RenderOverTimeLimit(limitMs);
      limit.abort(error);
      reject(error);
    }, limitMs);
  });
  try {
    return await Promise.race([render(limit.signal), overTime]);
  } finally {
    clearTimeout(timer);
  }
}
