/** One route's decision: whether a read-only token may call it, and what the route does. */
export interface ReadOnlyDecision {
  allowed: boolean;
  what: string;
}

const reads = (what: string): ReadOnlyDecision => ({ allowed: true, what });
const changes = (what: string): ReadOnlyDecision => ({ allowed: false, what: `${what} (a change)` });
const reveals = (what: string): ReadOnlyDecision => ({ allowed: false, what: `${what} (a secret)` });

/**
 * What a read-only named ops token may call: every ops route (`METHOD /api/ops/…`, as Fastify registers it),
 * each with the decision and why. A read-only token may read what reveals no secret; a route that changes
 * anything, or answers a secret, needs a full ops token or the OPS_TOKEN. The decision is per route, so the
 * ops API's auth hook (ops-routes.ts) takes it before any body is read: a route that only reads with a
 * dry run (sites put, leads resend) is a change route, as its real run is. HEAD is its GET.
 *
 * Adding an ops route means deciding here: __tests__/ops-route-access.test.ts fails for a route this table
 * leaves out (and a read-only token is refused it meanwhile: nothing is readable by default).
 */
export const READ_ONLY_ACCESS = {
  'GET /api/ops/platform': reads('which platform and database, and whose token asks (the CLI asks it first)'),
  'GET /api/ops/remotes': reads('each remote: live version, published versions, promotion history'),
  'POST /api/ops/remotes/:remote/publish': changes('publishes a remote version'),
  'POST /api/ops/remotes/:remote/promote': changes('promotes a remote version'),
  'POST /api/ops/remotes/:remote/rollback': changes('rolls a remote back'),
  'POST /api/ops/remotes/:remote/retire': changes('retires a remote version'),
  'GET /api/ops/sites': reads('every site: slug, name, template, domains, number of cars'),
  'GET /api/ops/sites/:slug': reveals(
    "answers the site document, whose lead channels are dealers' secrets (a CRM's webhook URL carries its key)",
  ),
  'PUT /api/ops/sites/:slug': changes('puts a site, or rehearses it (dry run)'),
  'POST /api/ops/sites/:slug/import': changes('imports a feed into a site'),
  'POST /api/ops/seed': changes('seeds the demo inventory'),
  'GET /api/ops/search': reads(
    'the search backend and indexer state; credentials null (the keys are for full tokens)',
  ),
  'POST /api/ops/search/reindex': changes('rebuilds the search index'),
  'GET /api/ops/leads/delivery': reads('lead delivery counts and errors, no personal data'),
  'POST /api/ops/leads/:id/retry': changes('makes a lead due again'),
  'POST /api/ops/leads/retry': changes('makes leads due again'),
  'POST /api/ops/leads/resend': changes('resends leads, or rehearses it (dry run)'),
  'GET /api/ops/reservations': reads('reservations: ids, cars, deposits and states, no personal data'),
  'POST /api/ops/reservations/:id/cancel': changes('cancels a reservation, refunding its deposit when asked'),
  'POST /api/ops/dealerships/:slug/dealer-tokens': changes('issues a dealer token'),
  'GET /api/ops/dealerships/:slug/dealer-tokens': reads("a dealership's tokens, without the tokens"),
  'DELETE /api/ops/dealerships/:slug/dealer-tokens/:id': changes('revokes a dealer token'),
  'GET /api/ops/dealerships/:slug/webhook-secret': reveals(
    "answers the secret a dealership's lead webhooks are signed with (whoever holds it can forge leads)",
  ),
  'POST /api/ops/dealerships/:slug/webhook-secret/rotate': changes('rotates a webhook signing secret'),
  'POST /api/ops/ops-tokens': changes('creates an ops token'),
  'GET /api/ops/ops-tokens': reads('the named ops tokens, without the tokens'),
  'DELETE /api/ops/ops-tokens/:name': changes('revokes an ops token'),
} satisfies Record<string, ReadOnlyDecision>;

const decisions: Readonly<Record<string, ReadOnlyDecision>> = READ_ONLY_ACCESS;

/**
 * Why a read-only token may not call a route (its method, and its URL pattern as registered: `/sites/:slug`),
 * or null when it may. HEAD is its GET. A route without a decision is refused: nothing is readable by default.
 */
export function readOnlyRefusal(method: string, url: string): string | null {
  const route = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  const decision = decisions[route];
  if (decision?.allowed) return null;
  return `${route} ${decision?.what ?? 'has no decision for read-only tokens'}`;
}
