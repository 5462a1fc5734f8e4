import { createHash } from 'node:crypto';

/** Files of one build: relative path → bytes. */
export type BuildFiles = ReadonlyMap<string, Uint8Array>;

/**
 * First 10 hex characters of a sha256 over the (path, bytes) pairs sorted by path. Each pair is framed by the
 * path, a NUL, the byte length and a NUL so no two different builds share one input.
 */
export function contentHash(files: BuildFiles): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) {
    const bytes = files.get(path)!;
    hash.update(`${path}\0${bytes.byteLength}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}

/** "1.0.0" + files → "1.0.0-3fa94c01be": the same build always gets the same version id. */
export function versionId(buildVersion: string, files: BuildFiles): string {
  const safe = buildVersion.replace(/[^A-Za-z0-9.]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || '0.0.0';
  return `${safe}-${contentHash(files)}`;
}
