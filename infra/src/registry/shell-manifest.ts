import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { providedVersions, type ProvidedVersions } from './compatibility';
import { MANIFEST_FILE, parseManifest } from './manifest';

/** The shared versions the built shell provides (SHELL_DIST/mf-manifest.json), or null when it is not built. */
export async function readShellProvided(shellDist: string): Promise<ProvidedVersions | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(shellDist, MANIFEST_FILE));
  } catch {
    return null;
  }
  try {
    return providedVersions(parseSharedOnly(bytes));
  } catch {
    return null;
  }
}

/** The shell's manifest has no remote entry, so only its `shared` array is read. */
function parseSharedOnly(bytes: Buffer) {
  const data = JSON.parse(bytes.toString('utf8')) as { shared?: unknown };
  const shared = Array.isArray(data.shared) ? data.shared : [];
  const stub = {
    name: 'shell',
    metaData: { buildInfo: { buildVersion: '0' }, remoteEntry: { name: 'x' } },
    shared,
  };
  return parseManifest(Buffer.from(JSON.stringify(stub))).shared;
}
