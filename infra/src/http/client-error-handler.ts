import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { plainPage } from './plain-page';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** What Node's HTTP parser refused, as the status and message the client gets. */
function clientErrorAnswer(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      message: 'The request’s URL or headers are too large.',
    };
  return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP.' };
}

/**
 * Whether the refused request was a browser asking for a page: a GET whose Accept names HTML, read from the
 * bytes the parser had (`rawPacket`: the request line and the headers received up to the refusal). A shopper
 * who follows a mangled link of tens of kilobytes gets words and a way on, not JSON.
 */
export function wantsPage(rawPacket: unknown): boolean {
  // Node hands a Buffer; Fastify's type describes it as a Buffer's JSON.
  if (!Buffer.isBuffer(rawPacket)) return false;
  const head = rawPacket.toString('latin1');
  return /^GET /.test(head) && /\r\naccept:[^\r\n]*text\/html/i.test(head);
}

/**
 * Answers a request Node's HTTP parser refused (a malformed request line or Content-Length, headers over the
 * size limit, a timeout) as Fastify's default does, but with the security headers every other answer carries
 * and the API's `{ message }` body, or a short page for a browser's page request: no route, hook or error
 * handler runs for these.
 */
export function clientErrorHandler(headers: Record<string, string>): ClientErrorHandler {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, reason, message } = clientErrorAnswer(error.code);
    const page = wantsPage(error.rawPacket);
    const body = page
      ? plainPage({ heading: 'Page not available', lines: [message, 'It may be a broken link.'] })
      : JSON.stringify({ message });
    const type = page ? 'text/html' : 'application/json';
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${lines}\r\n${body}`,
      );
    socket.destroy(error);
  };
}
