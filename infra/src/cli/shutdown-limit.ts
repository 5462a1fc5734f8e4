import { WEBHOOK_TIMEOUT_MS } from '../lead-delivery/webhook';

/**
 * How long a server given SIGTERM (or SIGINT) takes at most to close before it exits anyway: the drain
 * (http/drain.ts) answers what still arrives and the lead worker finishes its round, whose webhook may take
 * WEBHOOK_TIMEOUT_MS; a few seconds more record its outcome (exiting before that sends the lead again later,
 * under the same Idempotency-Key). A deployment's grace period must leave it this long after its pre-stop
 * delay (security/deploy).
 */
export const SHUTDOWN_LIMIT_MS = WEBHOOK_TIMEOUT_MS + 5_000;
