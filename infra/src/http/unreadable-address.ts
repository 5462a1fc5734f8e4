import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsHtml } from './accepts-html';
import { plainPage } from './plain-page';
import { knownRequestTenant } from './request-tenant';

/** What the page of an address no route can read says (our wording: the spec gives none). */
export const UNREADABLE_ADDRESS = {
  heading: 'Page not found',
  line: 'This address cannot be read: it may have been cut short or changed on its way here. Check it, or start again from the home page.',
};

/**
 * Whether a request refused for its address (a NUL, a broken percent-escape, text that is not UTF-8) is a
 * browser's page request: GET or HEAD wanting HTML, outside the APIs (/api/, the search API under /1/), which
 * answer their JSON error.
 */
export function isPageAddress(request: FastifyRequest): boolean {
  const path = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    !path.startsWith('/1/') &&
    acceptsHtml(request.headers.accept)
  );
}

/**
 * Answers a page request whose address cannot be read: 400 with a short page in words (the dealer's phone
 * when the host names a site the sites cache knows, a link home), not the JSON a browser shows as code.
 * Nothing is looked up: the address is not read.
 */
export function sendUnreadableAddressPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const tenant = knownRequestTenant(request.server.platform.sites, request);
  return reply
    .status(400)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      plainPage({
        heading: UNREADABLE_ADDRESS.heading,
        lines: [UNREADABLE_ADDRESS.line],
        phone: tenant?.dealer.phone,
      }),
    );
}
