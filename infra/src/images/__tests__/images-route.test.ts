import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imagesRoutes } from '../images-route';

jest.setTimeout(60_000);

const DEMO = '/images/demo/suv/1f4e9a/front-left.jpg';
const JPEG = { accept: 'image/jpeg' };

let root: string;
let cacheDir: string;
let app: FastifyInstance;

/** Every file under a folder (recursively). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function get(url: string, headers: Record<string, string> = JPEG) {
  return app.inject({ method: 'GET', url, headers });
}

async function size(body: Buffer): Promise<[number | undefined, number | undefined]> {
  const meta = await sharp(body).metadata();
  return [meta.width, meta.height];
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'images-route-'));
  cacheDir = path.join(root, 'cache');
  await fs.mkdir(path.join(root, 'uploads', 'cars'), { recursive: true });
  app = Fastify({ logger: false });
  await app.register(imagesRoutes, { cacheDir });
});

afterEach(async () => {
  await app.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('sizes and crops', () => {
  it.each([
    ['?w=750', 750, 500],
    ['?w=360', 360, 240],
    ['?w=400', 480, 320],
    ['?w=99999', 1500, 1000],
    ['', 1500, 1000],
    ['?w=750&crop=fit', 750, 500],
  ])('%s → %i×%i', async (query, width, height) => {
    const response = await get(`${DEMO}${query}`);
    expect(response.statusCode).toBe(200);
    expect(await size(response.rawPayload)).toEqual([width, height]);
  });

  it('covers an upload to 3:2 with fill and keeps its aspect with fit', async () => {
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toFile(path.join(root, 'uploads', 'cars', 'one.png'));
    const fill = await get('/images/uploads/cars/one.png?w=480');
    const fit = await get('/images/uploads/cars/one.png?w=480&crop=fit');
    expect([fill.statusCode, fit.statusCode]).toEqual([200, 200]);
    expect(await size(fill.rawPayload)).toEqual([480, 320]);
    expect(await size(fit.rawPayload)).toEqual([480, 360]);
  });
});

describe('quality', () => {
  it('defaults to 90 at 750 and up, 75 below', async () => {
    const bytes = async (query: string) => (await get(`${DEMO}${query}`)).rawPayload;
    expect((await bytes('?w=750')).equals(await bytes('?w=750&q=90'))).toBe(true);
    expect((await bytes('?w=750')).equals(await bytes('?w=750&q=75'))).toBe(false);
    expect((await bytes('?w=360')).equals(await bytes('?w=360&q=75'))).toBe(true);
    expect((await bytes('?w=360')).equals(await bytes('?w=360&q=90'))).toBe(false);
  });

  it('honours an explicit quality', async () => {
    const low = await get(`${DEMO}?w=750&q=10`);
    const high = await get(`${DEMO}?w=750&q=100`);
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
  });
});

describe('format negotiation', () => {
  const magic = (body: Buffer) => {
    if (body.subarray(4, 12).toString('latin1') === 'ftypavif') return 'avif';
    if (
      body.subarray(0, 4).toString('latin1') === 'RIFF' &&
      body.subarray(8, 12).toString('latin1') === 'WEBP'
    )
      return 'webp';
    if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
    return 'unknown';
  };

  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['*/*', 'jpeg'],
    ['', 'jpeg'],
  ])('Accept "%s" → %s', async (accept, format) => {
    const response = await get(`${DEMO}?w=360`, accept ? { accept } : {});
    expect(response.statusCode).toBe(200);
    expect(magic(response.rawPayload)).toBe(format);
    expect(response.headers['content-type']).toBe(`image/${format}`);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${DEMO}?w=360`);
    const again = await get(`${DEMO}?w=360`, { ...JPEG, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives each format its own ETag', async () => {
    const jpeg = await get(`${DEMO}?w=360`);
    const webp = await get(`${DEMO}?w=360`, { accept: 'image/webp' });
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);
  });
});

describe('disk cache', () => {
  it('serves the second request from disk without rendering again', async () => {
    const url = `${DEMO}?w=750`;
    const headers = { accept: 'image/webp' };
    const first = await get(url, headers);
    expect(first.headers['x-image-cache']).toBe('miss');
    const files = await filesUnder(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.webp$/);
    expect((await fs.readFile(files[0]!)).equals(first.rawPayload)).toBe(true);

    // Replace the cached file: if the next answer carries the marker, it came from disk, not from sharp.
    await fs.writeFile(files[0]!, 'served-from-disk');
    const second = await get(url, headers);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.payload).toBe('served-from-disk');
  });

  it('renders a variant once under concurrent requests', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(`${DEMO}?w=480`)));
    const origins = responses.map((r) => r.headers['x-image-cache']).sort();
    expect(origins).toEqual(['miss', 'shared', 'shared', 'shared', 'shared', 'shared']);
    expect(new Set(responses.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    expect(await filesUnder(cacheDir)).toHaveLength(1);
  });

  it('keys the cache by width, quality, crop and format, and leaves no temp files', async () => {
    await get(`${DEMO}?w=360`);
    await get(`${DEMO}?w=360&q=50`);
    await get(`${DEMO}?w=360&crop=fit`);
    await get(`${DEMO}?w=360`, { accept: 'image/webp' });
    await get(`${DEMO}?w=300`); // snaps to 360: same variant as the first
    const files = await filesUnder(cacheDir);
    expect(files).toHaveLength(4);
    expect(files.filter((f) => f.endsWith('.tmp'))).toHaveLength(0);
  });
});

describe('bad parameters', () => {
  it.each([
    'w=abc',
    'w=0',
    'w=-5',
    'w=123456',
    'w=',
    'w=1.5',
    'w=360&w=750',
    'q=0',
    'q=101',
    'q=abc',
    'q=9.5',
    'crop=zoom',
    'crop=',
  ])('?%s → 400 {message}', async (query) => {
    const response = await get(`${DEMO}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^(w|q|crop) must/) });
  });

  it('ignores unknown parameters such as cache busters', async () => {
    const response = await get(`${DEMO}?w=360&v=123`);
    expect(response.statusCode).toBe(200);
  });

  it('works under the platform app settings (no type coercion)', async () => {
    const strict = Fastify({
      logger: false,
      ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    });
    await strict.register(imagesRoutes, { cacheDir });
    try {
      const ok = await strict.inject({ method: 'GET', url: `${DEMO}?w=360&q=80&crop=fit`, headers: JPEG });
      expect(ok.statusCode).toBe(200);
      expect(await size(ok.rawPayload)).toEqual([360, 240]);
      expect((await strict.inject({ method: 'GET', url: `${DEMO}?q=0` })).statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('missing sources', () => {
  let notFound: Buffer;

  beforeEach(async () => {
    notFound = (await get('/images/nothing/here.jpg?w=360')).rawPayload;
    await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toFile(path.join(root, 'secret.jpg'));
  });

  it('answers 404 with the not-found picture, cached for five minutes', async () => {
    const response = await get('/images/nothing/here.jpg?w=360');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(await size(response.rawPayload)).toEqual([360, 240]);
  });

  it.each([
    '/images/demo/suv/zzzzzz/front.jpg',
    '/images/demo/suv/fff/front.jpg',
    '/images/demo/suv/ffffff/roof.jpg',
    '/images/demo/suv/ffffff/front.gif',
    '/images/demo/suv/ffffff',
    '/images/demo/suv/ffffff/front.jpg/extra',
    '/images/uploads/cars/missing.jpg',
    '/images/uploads/cars/',
    '/images/uploads/..%2Fsecret.jpg',
    '/images/uploads/%2e%2e/secret.jpg',
    '/images/uploads/cars/..%2F..%2Fsecret.jpg',
    '/images/uploads/%2Fetc%2Fpasswd',
    '/images/demo/..%2F..%2Fsecret.jpg',
    '/images/uploads/cars%5C..%5C..%5Csecret.jpg',
  ])('%s → 404 not-found picture', async (url) => {
    const response = await get(`${url}?w=360`);
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.equals(notFound)).toBe(true);
  });

  it('does not follow a symlink out of the uploads folder', async () => {
    await fs.symlink(path.join(root, 'secret.jpg'), path.join(root, 'uploads', 'cars', 'link.jpg'));
    const response = await get('/images/uploads/cars/link.jpg?w=360');
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.equals(notFound)).toBe(true);
  });

  it('treats an upload that is not an image as missing', async () => {
    await fs.writeFile(path.join(root, 'uploads', 'cars', 'broken.jpg'), 'not a jpeg');
    const response = await get('/images/uploads/cars/broken.jpg?w=360');
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.equals(notFound)).toBe(true);
  });

  it('draws an unknown demo body as a sedan (200)', async () => {
    const unknown = await get('/images/demo/spaceship/b3141c/side.jpg?w=360');
    const sedan = await get('/images/demo/sedan/B3141C/side.jpg?w=360');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.rawPayload.equals(sedan.rawPayload)).toBe(true);
  });
});
