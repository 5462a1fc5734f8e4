import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, matchesEtag } from '../http/caching';
import { renderTextLogo, textLogoSvg } from './draw/text-logo';
import { parseTextLogo, type TextLogo } from './text-logo-url';

interface DrawnLogo {
  type: 'image/png' | 'image/svg+xml';
  bytes: Buffer;
  etag: string;
}

/** Bump when the drawing changes, so browsers and CDNs holding the old one revalidate. */
const DRAWING_VERSION = 'logo-v1';
/** Drawn logos kept in memory (a few per site); the oldest goes first. */
const MAX_LOGOS = 256;

/** PNG, or the SVG itself where the server has no font to rasterise it with (the browser then draws the text). */
async function draw(logo: TextLogo): Promise<DrawnLogo> {
  const png = await renderTextLogo(logo.text, logo.colourHex);
  const drawn = png
    ? { type: 'image/png' as const, bytes: png }
    : { type: 'image/svg+xml' as const, bytes: Buffer.from(textLogoSvg(logo.text, logo.colourHex)) };
  const etag = createHash('sha256').update(DRAWING_VERSION).update(drawn.bytes).digest('hex').slice(0, 32);
  return { ...drawn, etag: `"${etag}"` };
}

/**
 * GET /images/logos/{colourHex}/{name}.png: the demo sites' text logos (see `textLogoUrl`), drawn once per
 * process and cached by browsers for a year. Anything else under the path is a 404.
 */
export async function textLogoRoutes(app: FastifyInstance): Promise<void> {
  const drawn = new Map<string, Promise<DrawnLogo>>();

  function logoFor(logo: TextLogo): Promise<DrawnLogo> {
    const key = `${logo.colourHex}/${logo.text}`;
    let entry = drawn.get(key);
    if (!entry) {
      entry = draw(logo);
      entry.catch(() => drawn.delete(key));
      if (drawn.size >= MAX_LOGOS) drawn.delete(drawn.keys().next().value!);
      drawn.set(key, entry);
    }
    return entry;
  }

  app.get('/images/logos/:colour/:file', async (request, reply) => {
    const { colour, file } = request.params as { colour: string; file: string };
    const logo = parseTextLogo(colour, file);
    if (!logo) return reply.status(404).send({ message: 'No such logo' });
    const { type, bytes, etag } = await logoFor(logo);
    reply.header('Content-Type', type).header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(bytes);
  });
}
