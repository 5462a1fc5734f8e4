import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isColourHex } from './colour-hex';
import { isDemoAngle, normaliseBody } from './demo-catalogue';
import { demoCarSvg } from './draw/demo-car-svg';
import { notFoundSvg } from './draw/not-found-svg';

/**
 * Where the pixels of a request come from: a generated SVG (demo car, not-found picture) or an uploaded
 * file. `id` names the source in cache keys; it changes whenever the pixels would (drawing or file change).
 */
export type ImageSource =
  { kind: 'svg'; id: string; svg: string } | { kind: 'file'; id: string; file: string };

/** Uploads larger than this are not decoded. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const SEGMENT = /^[A-Za-z0-9._@+~-]{1,120}$/;
const BODY_SEGMENT = /^[A-Za-z0-9_-]{1,40}$/;
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;
const DEMO_FILE = /^([a-z-]+)\.(jpe?g|png|webp|avif)$/;

/** Short content hash of generated markup, memoised (bounded) so cached requests do not redraw. */
const svgIds = new Map<string, { id: string; svg: string }>();
const MAX_MEMO = 512;

function svgSource(name: string, draw: () => string): ImageSource {
  let entry = svgIds.get(name);
  if (!entry) {
    const svg = draw();
    entry = { id: `${name}#${createHash('sha256').update(svg).digest('hex').slice(0, 16)}`, svg };
    if (svgIds.size >= MAX_MEMO) svgIds.delete(svgIds.keys().next().value!);
    svgIds.set(name, entry);
  }
  return { kind: 'svg', ...entry };
}

/** The default "no photo" picture (spec §8, missing car image). */
export function notFoundSource(): ImageSource {
  return svgSource('not-found', notFoundSvg);
}

/** `demo/{body}/{colourHex}/{angle}.jpg`; an unknown body is drawn as a sedan, anything else invalid is null. */
function demoSource(segments: string[]): ImageSource | null {
  const [body, hex, file] = segments;
  if (segments.length !== 3 || !body || !hex || !file) return null;
  const match = DEMO_FILE.exec(file);
  const angle = match?.[1];
  if (!BODY_SEGMENT.test(body) || !isColourHex(hex) || !angle || !isDemoAngle(angle)) return null;
  const shape = normaliseBody(body);
  const colour = hex.toLowerCase();
  return svgSource(`demo/${shape}/${colour}/${angle}`, () => demoCarSvg(shape, colour, angle));
}

/** `uploads/{path}` under `uploadsDir`, only if it is a regular image file that really lies inside it. */
async function uploadSource(segments: string[], uploadsDir: string): Promise<ImageSource | null> {
  if (!segments.length || !segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
  const relative = segments.join('/');
  if (!IMAGE_FILE.test(relative)) return null;
  try {
    const root = await fs.realpath(uploadsDir);
    const file = await fs.realpath(path.resolve(root, relative));
    if (!file.startsWith(root + path.sep)) return null;
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > MAX_UPLOAD_BYTES) return null;
    return { kind: 'file', id: `uploads/${relative}@${stat.mtimeMs}-${stat.size}`, file };
  } catch {
    return null;
  }
}

/**
 * The source named by the path after `/images/` (already URL-decoded), or null when there is none: unknown
 * prefix, bad colour or angle, a missing upload, or any attempt to leave the uploads folder.
 */
export async function resolveSource(rest: string, uploadsDir: string): Promise<ImageSource | null> {
  if (rest.length > 600 || /[\\\0]/.test(rest)) return null;
  const [prefix, ...segments] = rest.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  if (prefix === 'demo') return demoSource(segments);
  if (prefix === 'uploads') return uploadSource(segments, uploadsDir);
  return null;
}
