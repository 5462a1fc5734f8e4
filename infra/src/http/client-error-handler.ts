import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

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
 * Answers a request Node's HTTP parser refused (a malformed request line or Content-Length, headers over the
 * size limit, a timeout) as Fastify's default does, but with the security headers every other answer carries
 * and the API's `{ message }` body: no route, hook or error handler runs for these.
 */
export function clientErrorHandler(headers: Record<string, string>): ClientErrorHandler {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, reason, message } = clientErrorAnswer(error.code);
    const body = JSON.stringify({ message });
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${lines}\r\n${body}`,
      );
    socket.destroy(error);
  };
}
