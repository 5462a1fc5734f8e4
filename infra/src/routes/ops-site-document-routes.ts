import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { actorOf } from '../ops/ops-actor';
import { loadSiteDocument, noSiteMessage } from '../site-documents/load-site-document';
import { putSiteDocument } from '../site-documents/put-site-document';
import { SiteDocumentRefused } from '../site-documents/validate-site-document';
import { siteParams } from './ops-data-schemas';
import { actorHeaders, siteDocumentResponse, sitePutQuery, sitePutResult, siteRefusal } from './ops-schemas';

/** A site document is tens of kB (the biggest demo site's is about 60); this leaves room for large groups. */
const DOCUMENT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * GET /api/ops/sites/:slug: the site's whole document (site-documents/site-document.ts), as `sites put`
 * takes it. PUT /api/ops/sites/:slug[?dry_run=true]: creates the site (201) or replaces it (200) in one
 * transaction, answering what changed; a document with a problem is refused (422, `problems` with the JSON
 * path of each) and nothing is written. The document's site.slug must be the path's. The actor
 * (X-Ops-Actor) is logged with what changed.
 */
export async function opsSiteDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;

  app.get(
    '/sites/:slug',
    { schema: { params: siteParams, response: { 200: siteDocumentResponse, '4xx': messageSchema } } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const document = await loadSiteDocument(platform.db, slug);
      return document ?? reply.status(404).send({ message: noSiteMessage(slug) });
    },
  );

  app.put(
    '/sites/:slug',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        params: siteParams,
        querystring: sitePutQuery,
        headers: actorHeaders,
        // Only "an object" here: the document is checked whole by validateSiteDocument, which names the
        // JSON path of every problem in the same words for the API and for `--local`.
        body: { type: 'object' },
        response: { 200: sitePutResult, 201: sitePutResult, 422: siteRefusal, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const body = request.body as { site?: { slug?: unknown } };
      if (body.site?.slug !== slug)
        return reply.status(400).send({
          message: `The document's site.slug (${JSON.stringify(body.site?.slug ?? null)}) is not ${slug}, the site this request puts`,
        });
      const dryRun = (request.query as { dry_run?: string }).dry_run === 'true';
      try {
        const result = await putSiteDocument(platform, body, { dryRun });
        request.log.info(
          { ops: dryRun ? 'site checked' : 'site put', actor: actorOf(request), ...result },
          dryRun ? 'site document checked (dry run)' : result.created ? 'site created' : 'site replaced',
        );
        return reply.status(result.created && !dryRun ? 201 : 200).send(result);
      } catch (error) {
        if (!(error instanceof SiteDocumentRefused)) throw error;
        return reply.status(422).send({ message: error.message, problems: error.problems });
      }
    },
  );
}
