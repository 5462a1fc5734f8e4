/** How a page's server-side render went, for its response's `Server-Timing` header. */
export interface RenderTiming {
  ms: number;
  /** The endpoints of the queries its HTML does not answer (late past the data budget, or failed). */
  leftToBrowser: string[];
}

const ENDPOINT = /^[A-Za-z0-9_-]+$/;

/**
 * The `Server-Timing` value of a server-rendered page: `ssr;dur=…`, and `ssr-left;desc="getPromotions …"`
 * when the page went out without some of its data (the browser asks for it). Ops and browsers' developer
 * tools see why a page's first view came without its data; tests tell a loaded server from a broken page.
 */
export function serverTimingHeader(timing: RenderTiming): string {
  const parts = [`ssr;dur=${timing.ms.toFixed(1)}`];
  const left = [...new Set(timing.leftToBrowser.filter((name) => ENDPOINT.test(name)))];
  if (left.length) parts.push(`ssr-left;desc="${left.join(' ')}"`);
  return parts.join(', ');
}
