import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One issued token: only its SHA-256 is kept, never the token. */
interface StoredToken {
  sha256: string;
  dealership_slug: string;
  created_at: string;
}

const PREFIX = 'dlr_';
const TOKEN_PATTERN = /^dlr_[A-Za-z0-9_-]{43}$/;

export const dealerTokensPath = (dataDir: string): string => path.join(dataDir, 'dealer-tokens.json');

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The dealer leads API tokens (a token per dealership; several may be live, e.g. while a dealer rotates):
 * "dlr_" and 32 random bytes in base64url, stored as their SHA-256 in DATA_DIR/dealer-tokens.json (mode
 * 0600) next to secrets.json. A random 256-bit token needs no slow hash: the SHA-256 cannot be reversed,
 * and looking it up by hash leaks no timing of the token itself.
 */
export interface DealerTokenStore {
  /** A new token for the dealership (printed once by the CLI, never stored in clear). */
  issue(dealershipSlug: string, now?: Date): Promise<string>;
  /** The dealership slug a token was issued for, or null. */
  dealershipOf(token: string): Promise<string | null>;
}

export function createDealerTokenStore(dataDir: string): DealerTokenStore {
  const file = dealerTokensPath(dataDir);
  const read = async (): Promise<StoredToken[]> => {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as StoredToken[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  return {
    async issue(dealershipSlug, now = new Date()) {
      const token = PREFIX + randomBytes(32).toString('base64url');
      const tokens = [
        ...(await read()),
        { sha256: sha256(token), dealership_slug: dealershipSlug, created_at: now.toISOString() },
      ];
      await mkdir(dataDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, file);
      return token;
    },
    async dealershipOf(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const hash = sha256(token);
      return (await read()).find((stored) => stored.sha256 === hash)?.dealership_slug ?? null;
    },
  };
}
