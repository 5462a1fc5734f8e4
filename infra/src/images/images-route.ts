import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { IMMUTABLE, matchesEtag } from '../http/caching';
import { DiskCache } from './disk-cache';
import { type ImageSource, notFoundSource, resolveSource } from './image-source';
import { renderVariant } from './render-variant';
import { SingleFlight } from './single-flight';
import { textLogoRoutes } from './text-logo-route';
import { CONTENT_TYPES, resolveVariant, type Variant, type VariantQuery } from './variant';

export interface ImagesRoutesOptions {
  /** Rendered variants live here; uploaded originals are read from `{cacheDir}/../uploads`. */
  cacheDir: string;
}

/** How a response was produced, in the X-Image-Cache header: from disk, rendered, or joined a render under way. */
export type CacheOrigin = 'hit' | 'miss' | 'shared';

const NOT_FOUND_CACHE = 'public, max-age=300';

/** Query strings are strings (the app does not coerce types), so numbers are checked by pattern. */
const querystring = {
  type: 'object',
  properties: {
    w: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' },
    q: { type: 'string', pattern: '^(100|[1-9][0-9]?)$' },
    crop: { type: 'string', enum: ['fill', 'fit'] },
  },
} as const;

const PARAM_MESSAGES: Record<string, string> = {
  w: 'w must be a width in pixels (1-99999)',
  q: 'q must be a quality from 1 to 100',
  crop: 'crop must be "fill" or "fit"',
};

/** A 400 message naming the bad parameter. */
function validationMessage(errors: FastifySchemaValidationError[] | undefined, fallback: string): string {
  const name = errors?.[0]?.instancePath.replace(/^\//, '') ?? '';
  return PARAM_MESSAGES[name] ?? fallback;
}

/** Bump when the encoding settings change, so old variants are not served. */
const PIPELINE_VERSION = 'v1';

function cacheKey(source: ImageSource, variant: Variant): string {
  const parts = [PIPELINE_VERSION, source.id, variant.width, variant.quality, variant.crop, variant.format];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * GET /images/* : demo car pictures (`/images/demo/{body}/{colourHex}/{angle}.jpg`) and uploaded originals
 * (`/images/uploads/{path}`) resized to an allowed width (`w`), quality (`q`) and crop (`crop=fill|fit`),
 * encoded as AVIF, WebP or JPEG by the Accept header. Variants are cached on disk and rendered once even
 * under concurrent requests. A missing or invalid source answers 404 with the not-found picture as body,
 * so an <img> still shows something (spec §8). Demo text logos live under `/images/logos/` (text-logo-route).
 */
export async function imagesRoutes(app: FastifyInstance, options: ImagesRoutesOptions): Promise<void> {
  const cacheDir = path.resolve(options.cacheDir);
  const uploadsDir = path.resolve(cacheDir, '..', 'uploads');
  const cache = new DiskCache(cacheDir);
  const flights = new SingleFlight<{ bytes: Buffer; origin: 'hit' | 'miss' }>();
  await textLogoRoutes(app);

  /** The variant from disk, or rendered and stored; one render per key at a time. */
  async function variantBytes(
    source: ImageSource,
    variant: Variant,
    key: string,
  ): Promise<{ bytes: Buffer; origin: CacheOrigin }> {
    const file = cache.fileFor(key, variant.format);
    const { value, shared } = await flights.run(key, async () => {
      const cached = await cache.read(file);
      if (cached) return { bytes: cached, origin: 'hit' as const };
      const bytes = await renderVariant(source, variant);
      await cache
        .write(file, bytes)
        .catch((err: unknown) => app.log.warn({ err, file }, 'image cache write failed'));
      return { bytes, origin: 'miss' as const };
    });
    return { bytes: value.bytes, origin: shared && value.origin === 'miss' ? 'shared' : value.origin };
  }

  async function send(
    reply: FastifyReply,
    status: 200 | 404,
    source: ImageSource,
    variant: Variant,
    ifNoneMatch?: string,
  ) {
    const key = cacheKey(source, variant);
    const etag = `"${key.slice(0, 40)}"`;
    reply
      .header('Content-Type', CONTENT_TYPES[variant.format])
      .header('Vary', 'Accept')
      .header('Cache-Control', status === 200 ? IMMUTABLE : NOT_FOUND_CACHE)
      .header('ETag', etag);
    if (status === 200 && matchesEtag(ifNoneMatch, etag)) return reply.status(304).send();
    const { bytes, origin } = await variantBytes(source, variant, key);
    return reply.status(status).header('X-Image-Cache', origin).send(bytes);
  }

  app.get('/images/*', { schema: { querystring }, attachValidation: true }, async (request, reply) => {
    if (request.validationError) {
      const message = validationMessage(request.validationError.validation, request.validationError.message);
      return reply.status(400).send({ message });
    }
    const variant = resolveVariant(request.query as VariantQuery, request.headers.accept);
    const rest = (request.params as { '*': string })['*'];
    const source = await resolveSource(rest, uploadsDir);
    if (!source) return send(reply, 404, notFoundSource(), variant);
    try {
      return await send(reply, 200, source, variant, request.headers['if-none-match']);
    } catch (err) {
      if (source.kind !== 'file') throw err;
      // An upload sharp cannot decode is as good as missing.
      request.log.warn({ err, source: source.id }, 'upload could not be rendered');
      return send(reply, 404, notFoundSource(), variant);
    }
  });
}
