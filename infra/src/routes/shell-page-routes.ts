import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageExists } from '../content/page-status';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { UNAVAILABLE_RETRY_AFTER_S } from '../http/error-handler';
import { requestTenant } from '../http/request-tenant';
import { acceptsHtml } from '../http/accepts-html';
import { htmlSchema, messageSchema, siteQuerySchema } from '../http/schemas';
import { NOINDEX } from '../seo/head-tags';
import { createPageSeo } from '../seo/page-seo';
import { withRenderedSearch } from '../seo/search-page-range';
import { searchQueryWithoutBadPage } from '../../../shared/src/rules/search-page';
import { createFirstView } from '../shell/first-view';
import { renderShellHtml } from '../shell/render-shell';
import { createShellIndex } from '../shell/shell-index';
import { serverTimingHeader } from '../ssr/render-timing';
import { createServerRender } from '../ssr/server-render';
import { normalPagePath } from './page-path';
import { renderSitePicker } from '../shell/site-picker';
import { hostName } from '../tenants/resolve-tenant';
import { bootPayload } from './tenant-api-routes';

const RESERVED = /^\/(api|remotes|shell)(\/|$)/;
const SEARCH_PAGE = /^\/search(\/|$)/;
const ASSET_LIKE = /\.(ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|wasm)$/i;

function hostPort(request: FastifyRequest, fallback: number): string {
  const match = /:(\d+)$/.exec(request.host ?? '');
  return match ? match[1]! : String(fallback);
}

/** The machine's own names: a request to one of them names no site (`npm start`'s http://localhost:8080/). */
const OWN_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request without a tenant asks for the platform's index (200): the root of the machine's own
 * address with no `?site=`. A host name no site has (a mistyped `{slug}.localhost`, a domain pointed here
 * before its site exists) and a `?site=` no site has are not found (404), with the same list of sites.
 */
function isPlatformIndex(request: FastifyRequest, pathname: string): boolean {
  const query = request.query as { site?: unknown } | undefined;
  return pathname === '/' && query?.site === undefined && OWN_HOSTS.has(hostName(request.host));
}

/** The route of every page (below); the error handler answers its failures with a short page too. */
export const PAGE_ROUTE = '/*';

/**
 * Every other GET that wants HTML: the shell's page for the tenant, or the site picker without one (an HTML
 * string, which Fastify sends as is; JSON {message} is only for paths that are not pages). A path in another
 * spelling (`//contact`, `/CONTACT`) is redirected to its one spelling (normalPagePath), query kept; so is a
 * search page whose `page` is no page number (`?page=abc`, `?page=0`: the first page), without its `page`
 * (searchQueryWithoutBadPage). A search page past its last page answers 404 with the page rendered
 * (page-seo.ts past page 48, withRenderedSearch past the pages of the search its render answered).
 */
export async function shellPageRoutes(app: FastifyInstance): Promise<void> {
  const { config, sites } = app.platform;
  const shellIndex = createShellIndex(config.shellDist);
  const pageSeo = createPageSeo(app);
  const firstView = createFirstView(app);
  const serverRender = createServerRender(app);

  app.get(
    PAGE_ROUTE,
    {
      schema: {
        querystring: siteQuerySchema,
        response: { 200: htmlSchema, 404: messageSchema, 503: htmlSchema },
      },
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (RESERVED.test(pathname) || ASSET_LIKE.test(pathname) || !acceptsHtml(request.headers.accept)) {
        return reply.status(404).send({ message: `Not found: GET ${pathname}` });
      }
      const normal = normalPagePath(pathname);
      const query = request.url.slice(pathname.length);
      if (normal !== pathname) return reply.redirect(normal + query, 301);
      const withoutBadPage = SEARCH_PAGE.test(pathname) ? searchQueryWithoutBadPage(query) : null;
      if (withoutBadPage !== null)
        return reply.redirect(withoutBadPage ? `${pathname}?${withoutBadPage}` : pathname, 301);
      reply.header('Cache-Control', 'no-cache').header('Content-Type', 'text/html; charset=utf-8');
      reply.header('X-Content-Type-Options', 'nosniff').header('Vary', 'Host, Cookie');
      const tenant = await requestTenant(sites, request, reply);
      if (!tenant) {
        const html = renderSitePicker(await sites.list(), hostPort(request, config.port));
        return reply.status(isPlatformIndex(request, pathname) ? 200 : 404).send(html);
      }
      const shell = await shellIndex.read();
      if (shell === null) {
        return reply
          .status(503)
          .send(
            `<!doctype html><title>Shell not built</title><p>The shell is not built yet (${shellIndex.file} is missing). ` +
              'Run <code>npm start</code>, which builds what is missing, or <code>npm run build -w shell</code>.</p>',
          );
      }
      /** What the page's own lookup failed with, when it could not reach the database. */
      const unreadable: { error?: unknown } = {};
      const [boot, meta, exists] = await Promise.all([
        bootPayload(app, tenant, request),
        pageSeo(request, tenant, pathname),
        // While the database cannot be reached the page is taken to exist: the shell renders, and each
        // remote shows what it can (its error, with the dealer's phone, for what it could not load).
        pageExists(app.platform.content, tenant, pathname).catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
          unreadable.error = error;
          return true;
        }),
      ]);
      if ('error' in unreadable || meta.unavailable) {
        // Said once per outage, and counted, by the outage log (not a line per page).
        app.databaseOutage.met(unreadable.error);
        // Not kept by a cache as the page (the page itself is no-cache: revalidated, but stored).
        reply
          .status(503)
          .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
          .header('Cache-Control', 'no-store');
      }
      if (!exists) {
        // No such page on this site: the shell still renders its not-found page, in the site's look, on the
        // server too (a crawler or a shopper without the app's code gets the message and the site's phone).
        const notFound = { ...meta, title: `Page not found | ${tenant.site.name}`, head: [NOINDEX] };
        reply.status(404);
        const rendered = await serverRender(tenant, request, boot);
        if (!rendered) return reply.send(renderShellHtml(shell.html, notFound, boot));
        const page = { ...boot, prefetched: { api: rendered.api }, rendered: true };
        return reply.send(renderShellHtml(shell.html, notFound, page, [], rendered));
      }
      const [first, rendered] = await Promise.all([
        firstView(tenant, pathname, boot).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) app.databaseOutage.met(error);
          else request.log.warn({ err: error }, 'first view hints failed: the page is served without them');
          return { preloads: [], prefetched: {} };
        }),
        serverRender(tenant, request, boot),
      ]);
      // A search page past the last page of the results its render shows (`?page=3` of 5 cars) is told from
      // its search's answer: its head and status follow the HTML.
      const head = SEARCH_PAGE.test(pathname) ? withRenderedSearch(meta, query, rendered?.api) : meta;
      if (head.missing) reply.status(404);
      const shellPreloads = shell.scripts.map((href) => ({ kind: 'script', href }) as const);
      const preloads = [...shellPreloads, ...first.preloads];
      if (!rendered)
        return reply.send(
          renderShellHtml(shell.html, head, { ...boot, prefetched: first.prefetched }, preloads),
        );
      // The render's API answers include what first.prefetched holds (it asked the same API). The page is on
      // screen without scripts, so only its picture is preloaded: scripts must not compete with it.
      const page = { ...boot, prefetched: { api: rendered.api }, rendered: true };
      const pictures = first.preloads.filter((hint) => hint.kind === 'image');
      reply.header('Server-Timing', serverTimingHeader(rendered.timing));
      return reply.send(renderShellHtml(shell.html, head, page, pictures, rendered));
    },
  );
}
