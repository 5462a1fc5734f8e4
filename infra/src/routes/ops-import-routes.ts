import type { FastifyError, FastifyInstance } from 'fastify';
import { checkFeedSize, MAX_FEED_BYTES } from '../feed';
import { messageSchema } from '../http/schemas';
import { formatOfContentType } from '../import/feed-format';
import { feedText, foreignCharset } from '../import/feed-text';
import { ImportError } from '../import/import-error';
import { importFeed } from '../import/import-feed';
import { importQuery, importReport, siteParams } from './ops-data-schemas';

const TOO_LARGE = (bytes: number | null) =>
  bytes === null
    ? `the feed is larger than the limit of ${MAX_FEED_BYTES / 1024 / 1024} MB`
    : (checkFeedSize(bytes) as { error: string }).error;

/**
 * POST /api/ops/sites/:slug/import?full=true|false[&dealership=<slug>][&dry_run=true][&allow_mass_sale=true]
 * (issue 3 item 4; import-feed.ts for the options): the body is the feed file itself, `application/json` or
 * `text/csv`. Over 50 MB answers 413 before the body is read (or as soon as it
 * passes the limit). Bad rows are listed in the report; a feed that cannot be read at all is refused.
 */
export async function opsImportRoutes(app: FastifyInstance): Promise<void> {
  // In this plugin only: both feed types arrive as text, so rows keep their line numbers.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'text/csv'],
    { parseAs: 'buffer', bodyLimit: MAX_FEED_BYTES },
    (request, body, done) => {
      const charset = foreignCharset(request.headers['content-type']);
      if (charset)
        return done(
          new ImportError('foreign_charset', `Send the feed as UTF-8 text (it says charset=${charset})`),
        );
      try {
        done(null, feedText(body as Buffer));
      } catch (error) {
        done(error as ImportError);
      }
    },
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ message: TOO_LARGE(null) });
    throw error;
  });

  app.post(
    '/sites/:slug/import',
    {
      bodyLimit: MAX_FEED_BYTES,
      // The request guard leaves the feed's text to the row checks (validateFeed): a NUL names its line.
      config: { rowCheckedBody: true },
      schema: {
        params: siteParams,
        querystring: importQuery,
        response: { 200: importReport, '4xx': messageSchema },
      },
      onRequest: async (request, reply) => {
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > MAX_FEED_BYTES)
          return reply
            .status(413)
            .header('Connection', 'close')
            .send({ message: TOO_LARGE(length) });
      },
    },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const query = request.query as Partial<
        Record<'full' | 'dry_run' | 'allow_mass_sale', 'true' | 'false'>
      > & {
        dealership?: string;
      };
      const format = formatOfContentType(request.headers['content-type']);
      if (!format || typeof request.body !== 'string')
        return reply.status(415).send({ message: 'Send the feed as application/json or text/csv' });
      try {
        const report = await importFeed(app.platform.db, {
          site: slug,
          format,
          text: request.body,
          full: query.full === 'true',
          dealership: query.dealership,
          dryRun: query.dry_run === 'true',
          allowMassSale: query.allow_mass_sale === 'true',
          events: app.platform.events,
        });
        request.log.info(
          { ops: 'import', ...report, rejected: report.rejected.length, warnings: report.warnings.length },
          report.dryRun ? 'feed checked (dry run)' : 'feed imported',
        );
        return report;
      } catch (error) {
        if (error instanceof ImportError)
          return reply.status(error.statusCode).send({ message: error.message });
        throw error;
      }
    },
  );
}
