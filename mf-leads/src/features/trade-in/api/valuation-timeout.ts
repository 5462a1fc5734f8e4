/**
 * How long a trade-in step (the rego lookup, the manual car, the estimate) waits for the valuation service
 * before it gives up: the shopper then gets spec §8's generic form submit failure and can try again, instead of
 * a button that says "Sending…" for as long as a stalled service keeps the request open (ours: the spec gives
 * no figure; a register or market lookup answers in a second or two).
 */
export const VALUATION_TIMEOUT_MS = 30_000;
