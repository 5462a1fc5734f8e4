/**
 * How long a page's server render may take in all (its data budget included) before the page goes out
 * without it and renders in the browser. Renders take 10-300 ms; this catches a part that never finishes (a
 * remote's server code waiting on a promise that never settles), which would otherwise hold the shopper's
 * request, and every request for that page sharing its render (render-cache.ts), for good. A render thread
 * that does not stop its render soon after (code that never yields) is replaced (render-thread/render-pool.ts).
 */
export const SSR_RENDER_LIMIT_MS = 5000;

/** The error a render over its time limit ends with. */
export class RenderOverTimeLimit extends Error {
  constructor(limitMs: number) {
    super(`the server render took longer than ${limitMs} ms: the page renders in the browser`);
    this.name = 'RenderOverTimeLimit';
  }
}
