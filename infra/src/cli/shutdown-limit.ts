/**
 * How long a server given SIGTERM (or SIGINT) takes at most to close before it exits anyway: the drain
 * (http/drain.ts) answers what still arrives and the lead worker finishes its round (a webhook: up to 10 s).
 * A deployment's grace period must leave it this long after its pre-stop delay (security/deploy).
 */
export const SHUTDOWN_LIMIT_MS = 10_000;
