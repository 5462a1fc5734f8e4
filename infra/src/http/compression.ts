import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding, type ContentEncoding } from './accept-encoding';

/** Below this a compressed body saves less than the header costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** Compressed copies of immutable files kept in memory (bytes, per process). */
export const IMMUTABLE_CACHE_BYTES = 64 * 1024 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]+\+(json|xml))|image\/svg\+xml)/i;

/** Text types (HTML, JS, CSS, JSON, SVG…); images, PDFs and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `fast` for answers built per request (HTML, JSON); `best` (brotli 11, ~300 ms for 175 KB) only for
 * immutable files, whose result is kept. zlib's async calls run on libuv's thread pool, off the event loop.
 */
export function compress(bytes: Buffer, encoding: ContentEncoding, effort: 'fast' | 'best'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: effort === 'best' ? 9 : 6 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Compressed immutable files by URL and encoding, least recently used first out. A miss answers with a
 * fast compression at once and upgrades the entry to the best one in the background, so no shopper waits
 * for brotli 11.
 */
export class ImmutableCompressionCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = IMMUTABLE_CACHE_BYTES) {}

  async get(url: string, encoding: ContentEncoding, original: Buffer): Promise<Buffer> {
    const key = `${encoding} ${url}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const fast = await compress(original, encoding, 'fast');
    this.put(key, fast);
    compress(original, encoding, 'best')
      .then((best) => {
        if (this.entries.get(key) === fast && best.length < fast.length) this.put(key, best);
      })
      .catch(() => undefined); // the fast copy stays
    return fast;
  }

  get size(): number {
    return this.bytes;
  }

  private put(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

function withVary(current: unknown, name: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === name.toLowerCase() || v === '*')
    ? values.join(', ')
    : [...values, name].join(', ');
}

/**
 * Compresses every text answer (call on the root instance, after the other onSend hooks): the shell page,
 * the JSON APIs, search answers and the built JavaScript. Streams (images, PDFs) pass through untouched.
 * In production the CDN does the same for remote assets; this keeps the local platform honest in Lighthouse.
 */
export function installCompression(app: FastifyInstance, cache = new ImmutableCompressionCache()): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!isCompressible(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('Vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || bytes.length < MIN_COMPRESS_BYTES || request.method === 'HEAD') return payload;
    const immutable =
      reply.statusCode === 200 && /\bimmutable\b/.test(String(reply.getHeader('cache-control') ?? ''));
    const body = immutable
      ? await cache.get(request.url, encoding, bytes)
      : await compress(bytes, encoding, 'fast');
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
