import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets the platform generates for itself on first start (DATA_DIR/secrets.json, mode 0600). */
export interface Secrets {
  opsToken: string;
}

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

/** The stored secrets, generating (and saving) any that are missing. */
export async function ensureSecrets(dataDir: string): Promise<Secrets> {
  const stored = await readSecrets(dataDir);
  if (stored.opsToken) return { opsToken: stored.opsToken };
  const secrets: Secrets = { ...stored, opsToken: randomBytes(24).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  const file = secretsPath(dataDir);
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secrets;
}
