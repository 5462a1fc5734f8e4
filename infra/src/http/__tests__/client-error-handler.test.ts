import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { wantsPage } from '../client-error-handler';

jest.setTimeout(120_000);

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(url).port);
});
afterAll(async () => t?.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.split('\r\n\r\n')[0]!)?.[1]?.trim();

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a malformed Content-Length', 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
    [
      'headers over the size limit',
      `GET /api/cars/x HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400],
  ])('answers %s with a JSON message and every security header', async (_case, request, status) => {
    const answer = await raw(request);
    expect(answer.split('\r\n')[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    );
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
    ])
      expect({ name, value: headerOf(answer, name) }).toEqual({ name, value: expect.any(String) });
    expect(headerOf(answer, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const body = JSON.parse(answer.split('\r\n\r\n')[1]!);
    expect(body).toEqual({ message: expect.stringMatching(/^The request/) });
  });
});

describe('a page request the HTTP parser refuses', () => {
  it('answers a browser following a link too long to read with a short page and a way home', async () => {
    const answer = await raw(
      `GET /search/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nAccept: text/html,application/xhtml+xml\r\n\r\n`,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headerOf(answer, 'Content-Type')).toBe('text/html; charset=utf-8');
    expect(headerOf(answer, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const body = answer.split('\r\n\r\n')[1]!;
    expect(body).toContain('<h1>Page not available</h1>');
    expect(body).toContain('The request’s URL or headers are too large.');
    expect(body).toContain('<a href="/">Go to the home page</a>');
    expect(Buffer.byteLength(body)).toBe(Number(headerOf(answer, 'Content-Length')));
  });
});

describe('wantsPage', () => {
  const packet = (text: string) => Buffer.from(text, 'latin1');

  it('is a GET whose Accept names HTML', () => {
    expect(wantsPage(packet('GET /x HTTP/1.1\r\nHost: a\r\naccept: text/html\r\n'))).toBe(true);
  });

  it('is not an API call, a POST, a request without Accept or one whose headers never arrived', () => {
    expect(wantsPage(packet('GET /x HTTP/1.1\r\nAccept: application/json\r\n'))).toBe(false);
    expect(wantsPage(packet('POST /x HTTP/1.1\r\nAccept: text/html\r\n'))).toBe(false);
    expect(wantsPage(packet(`GET /${'a'.repeat(100)}`))).toBe(false);
    expect(wantsPage(undefined)).toBe(false);
  });
});
