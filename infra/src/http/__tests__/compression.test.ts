import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { ImmutableCompressionCache, installCompression, MIN_COMPRESS_BYTES } from '../compression';

// Varied enough text that brotli 11 beats brotli 5 on it.
const script = Buffer.from(
  Array.from({ length: 3000 }, (_, i) => `car${(i * 7919) % 1000}:"mazda ${i % 37}"`).join(',\n'),
);

async function appWith(cache = new ImmutableCompressionCache()): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installCompression(app, cache);
  app.get('/app.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script),
  );
  app.get('/main.0123abcd.js', (_req, reply) =>
    reply.type('text/javascript').header('Cache-Control', 'public, max-age=31536000, immutable').send(script),
  );
  app.get('/data', () => ({ cars: Array.from({ length: 200 }, (_, i) => ({ id: i, make: 'Mazda' })) }));
  app.get('/tiny', () => ({ ok: true }));
  app.get('/photo.jpg', (_req, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096, 7)));
  app.get('/varied', (_req, reply) =>
    reply.header('Vary', 'Origin').type('text/html').send('x'.repeat(4096)),
  );
  await app.ready();
  return app;
}

describe('installCompression', () => {
  it('answers brotli to a browser and the body decodes to the same bytes', async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(script);
    await app.close();
  });

  it('answers gzip to a client without brotli, JSON included', async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/data', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).cars).toHaveLength(200);
    await app.close();
  });

  it('sends the plain body to a client that accepts no encoding, still saying it varies', async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/app.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(script);
    expect(res.headers.vary).toBe('Accept-Encoding');
    await app.close();
  });

  it('leaves small bodies, images and HEAD requests alone', async () => {
    const app = await appWith();
    const headers = { 'accept-encoding': 'br' };
    const tiny = await app.inject({ url: '/tiny', headers });
    expect(tiny.rawPayload.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const photo = await app.inject({ url: '/photo.jpg', headers });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.rawPayload.length).toBe(4096);
    const head = await app.inject({ method: 'HEAD', url: '/app.js', headers });
    expect(head.headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/varied', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    await app.close();
  });

  it('keeps immutable files compressed and upgrades them to the best compression', async () => {
    const app = await appWith();
    const headers = { 'accept-encoding': 'br' };
    const url = '/main.0123abcd.js';
    const first = await app.inject({ url, headers });
    expect(zlib.brotliDecompressSync(first.rawPayload)).toEqual(script);
    // The upgrade to brotli 11 runs on zlib's thread pool: ask until the answer is the smaller copy.
    let later = first;
    for (let i = 0; i < 200 && later.rawPayload.length >= first.rawPayload.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      later = await app.inject({ url, headers });
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(zlib.brotliDecompressSync(later.rawPayload)).toEqual(script);
    await app.close();
  });
});

describe('ImmutableCompressionCache', () => {
  it('drops the least recently used entries beyond its size', async () => {
    const cache = new ImmutableCompressionCache(100);
    const random = (seed: number) => Buffer.from(Array.from({ length: 60 }, (_, i) => (i * seed) % 251));
    await cache.get('/a', 'gzip', random(7));
    await cache.get('/b', 'gzip', random(11));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('answers a hit with the stored bytes', async () => {
    const cache = new ImmutableCompressionCache();
    const first = await cache.get('/x.js', 'gzip', script);
    const again = await cache.get('/x.js', 'gzip', Buffer.from('ignored: the url names immutable content'));
    expect(zlib.gunzipSync(again)).toEqual(script);
    expect(again.length).toBeLessThanOrEqual(first.length);
  });
});
