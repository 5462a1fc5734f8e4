import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import type { OpsTokenAccess } from '../ops/named-ops-tokens';
import type { SearchService } from '../search/search-service';

const indexerSchema = {
  type: 'object',
  required: ['state', 'built', 'run', 'requested', 'done', 'total'],
  properties: {
    state: { type: 'string' },
    built: { type: 'boolean' },
    run: { type: 'integer' },
    requested: { type: 'integer' },
    done: { type: 'integer' },
    total: { type: 'integer' },
    startedAt: { type: ['string', 'null'] },
    finishedAt: { type: ['string', 'null'] },
    records: { type: ['integer', 'null'] },
    stale: { type: 'boolean' },
    lastError: { type: ['string', 'null'] },
    /** Failed incremental updates being retried: how many cars wait, since when (car-indexer.ts PendingStatus). */
    pending: {
      type: 'object',
      required: ['cars', 'since', 'ageSeconds', 'failures', 'retryAt', 'lastError', 'outbox'],
      properties: {
        cars: { type: 'integer' },
        since: { type: ['string', 'null'] },
        ageSeconds: { type: ['integer', 'null'] },
        failures: { type: 'integer' },
        retryAt: { type: ['string', 'null'] },
        lastError: { type: ['string', 'null'] },
        outbox: {
          type: ['object', 'null'],
          required: ['cars', 'since', 'checkedAt'],
          properties: {
            cars: { type: 'integer' },
            since: { type: ['string', 'null'] },
            checkedAt: { type: 'string' },
          },
        },
      },
    },
    /** Cars whose records the search service refuses, set aside (car-indexer.ts RejectedStatus). */
    rejected: {
      type: 'object',
      required: ['cars', 'list'],
      properties: {
        cars: { type: 'integer' },
        list: {
          type: 'array',
          items: {
            type: 'object',
            required: ['carId', 'reason', 'since'],
            properties: {
              carId: { type: 'integer' },
              reason: { type: 'string' },
              since: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;

/** GET /api/ops/search: the backend, its credentials (null to a read-only token), the indexer's state. */
export const searchOpsStatusSchema = {
  type: 'object',
  required: ['backend', 'appId', 'indexName', 'indices', 'indexer', 'credentials'],
  properties: {
    backend: { type: 'string', enum: ['embedded', 'algolia'] },
    appId: { type: 'string' },
    indexName: { type: 'string' },
    indices: { type: 'array', items: { type: 'string' } },
    indexer: indexerSchema,
    credentials: {
      type: ['object', 'null'],
      required: ['source', 'adminKey', 'searchKey'],
      properties: {
        source: { type: 'string' },
        /** The embedded engine's admin key; null on Algolia (it stays in ALGOLIA_ADMIN_KEY). */
        adminKey: { type: ['string', 'null'] },
        searchKey: { type: 'string' },
      },
    },
  },
} as const;

/**
 * The status the ops API and the CLI report. The credentials go to a full caller only (the OPS_TOKEN, a full
 * named token, --local): a read-only ops token gets null, as the keys would let it write to the index or
 * search every site's stock (routes/ops-route-access.ts).
 */
export function searchOpsStatus(search: SearchService, access: OpsTokenAccess) {
  const { source, adminKey, searchKey } = search.credentials;
  return {
    ...search.status(),
    credentials:
      access === 'full'
        ? { source, adminKey: search.backend === 'algolia' ? null : adminKey, searchKey }
        : null,
  };
}

/**
 * GET /api/ops/search and POST /api/ops/search/reindex (202 {run}: a full build is queued; follow it on
 * GET /api/ops/search, `indexer.run` reaching `run` with state ready or failed).
 */
export async function opsSearchRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/search',
    { schema: { response: { 200: searchOpsStatusSchema, '4xx': messageSchema } } },
    async (request) => searchOpsStatus(app.searchService, request.opsCaller?.access ?? 'read'),
  );
  app.post(
    '/search/reindex',
    {
      schema: {
        response: {
          202: { type: 'object', required: ['run'], properties: { run: { type: 'integer' } } },
          '4xx': messageSchema,
        },
      },
    },
    async (request, reply) => {
      const run = app.searchService.indexer.requestReindex();
      request.log.info({ ops: 'reindex', run }, 'search reindex requested');
      return reply.status(202).send({ run });
    },
  );
}
