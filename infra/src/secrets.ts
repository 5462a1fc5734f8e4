import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets the platform generates for itself on first start (DATA_DIR/secrets.json, mode 0600). */
export interface Secrets {
  opsToken: string;
  /** The embedded search engine's application id and keys (when SEARCH_* are not set). */
  searchAppId?: string;
  searchAdminKey?: string;
  searchApiKey?: string;
}

export type SearchSecrets = Required<Pick<Secrets, 'searchAppId' | 'searchAdminKey' | 'searchApiKey'>>;

export function secretsPath(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

export async function readSecrets(dataDir: string): Promise<Partial<Secrets>> {
  try {
    return JSON.parse(await readFile(secretsPath(dataDir), 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function writeSecrets(dataDir: string, secrets: Partial<Secrets>): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = secretsPath(dataDir);
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** The stored secrets, generating (and saving) any that are missing. */
export async function ensureSecrets(dataDir: string): Promise<Secrets> {
  const stored = await readSecrets(dataDir);
  if (stored.opsToken) return { ...stored, opsToken: stored.opsToken };
  const secrets: Secrets = { ...stored, opsToken: randomBytes(24).toString('base64url') };
  await writeSecrets(dataDir, secrets);
  return secrets;
}

/**
 * The embedded search engine's credentials, generated once when missing: an application id shaped like
 * Algolia's (10 upper-case letters and digits) and two 32-hex-digit keys, as Algolia's look.
 */
export async function ensureSearchSecrets(dataDir: string): Promise<SearchSecrets> {
  const stored = await readSecrets(dataDir);
  if (stored.searchAppId && stored.searchAdminKey && stored.searchApiKey) {
    const { searchAppId, searchAdminKey, searchApiKey } = stored;
    return { searchAppId, searchAdminKey, searchApiKey };
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const generated: SearchSecrets = {
    searchAppId:
      stored.searchAppId ?? `DL${Array.from(randomBytes(8), (byte) => alphabet[byte % 36]).join('')}`,
    searchAdminKey: stored.searchAdminKey ?? randomBytes(16).toString('hex'),
    searchApiKey: stored.searchApiKey ?? randomBytes(16).toString('hex'),
  };
  await writeSecrets(dataDir, { ...stored, ...generated });
  return generated;
}
