import { access } from 'node:fs/promises';
import path from 'node:path';
import { readEnvConfig } from '../config';
import { describeDatabase } from '../ops/describe-database';
import { PLATFORM_IDENTITY, type PlatformIdentity } from '../ops/ops-platform-routes';
import { readSecrets } from '../secrets';
import { UsageError } from './args';
import { createHttpBackend } from './http-backend';
import { createLocalBackend } from './local-backend';
import { OpsError, type OpsBackend } from './ops-backend';
import { readLiveServer } from './server-info';

type Env = Record<string, string | undefined>;

export interface ConnectOptions {
  /** --local: act on the database (DATABASE_URL, else DATA_DIR's embedded one) without a platform server. */
  local?: boolean;
  env?: Env;
  /** How long a platform has to answer GET /api/ops/platform. */
  timeoutMs?: number;
}

const NOTHING_CHANGED = 'Nothing was changed.';

/** Why fetch failed, in a few words ("ECONNREFUSED", "no answer in 5 s", an SSL error code). */
function failure(error: unknown, timeoutMs: number): string {
  const { name, cause, message } = error as Error & { cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer in ${timeoutMs / 1000} s`;
  return cause?.code ?? cause?.message ?? message;
}

/**
 * The platform at url, if it answers GET /api/ops/platform as a Dealerline platform and takes the token;
 * otherwise a refusal naming the url (`how`: where the url came from). Never anything else in its place.
 * Asked without a token when none is known, so that an address that does not answer says so first.
 */
async function reachPlatform(
  url: string,
  token: string | undefined,
  how: string,
  timeoutMs: number,
): Promise<OpsBackend> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/ops/platform`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new OpsError(
      `No platform answers at ${url} (${how}): ${failure(error, timeoutMs)}. ${NOTHING_CHANGED}`,
    );
  }
  if (res.status === 401) {
    throw new OpsError(
      token
        ? `The platform at ${url} (${how}) refuses the ops token: set OPS_TOKEN to its token or to a live ` +
            `named ops token of it. ${NOTHING_CHANGED}`
        : `The platform at ${url} (${how}) needs its ops token: set OPS_TOKEN (no secrets.json in DATA_DIR ` +
            `holds one). ${NOTHING_CHANGED}`,
    );
  }
  const identity = (await res.json().catch(() => null)) as Partial<PlatformIdentity> | null;
  if (!res.ok || identity?.platform !== PLATFORM_IDENTITY || typeof identity.database !== 'string') {
    throw new OpsError(
      `${url} (${how}) answers, but not as a Dealerline platform (HTTP ${res.status} for /api/ops/platform). ` +
        NOTHING_CHANGED,
    );
  }
  // A platform that answered without a token would be no Dealerline platform: /api/ops/* answers 401 to none.
  return createHttpBackend(url, token ?? '', {
    database: identity.database,
    token_name: identity.token_name ?? null,
    token_access: identity.token_access ?? 'full', // a platform from before read-only tokens has none
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * What the CLI acts on, and nothing else in its place:
 * - PLATFORM_URL set: that platform, which must answer as one and take the token (OPS_TOKEN, else
 *   DATA_DIR/secrets.json); otherwise a refusal naming it. No other address is tried, no database opened.
 * - else the server DATA_DIR/server.json records (its process alive), which must answer likewise;
 * - else http://127.0.0.1:$PORT, likewise.
 * - `--local` (and no PLATFORM_URL): the database itself, DATABASE_URL's or the embedded one in DATA_DIR
 *   (which must exist, and no server of this DATA_DIR may be running: PGlite is single-process).
 * A refusal throws OpsError (exit 1); --local with PLATFORM_URL is a usage error (exit 2).
 */
export async function connect(options: ConnectOptions = {}): Promise<OpsBackend> {
  const { local = false, env = process.env, timeoutMs = 5000 } = options;
  const config = readEnvConfig(env);
  const platformUrl = env.PLATFORM_URL?.trim().replace(/\/+$/, '');
  const database = describeDatabase(config);

  if (local) {
    if (platformUrl) {
      throw new UsageError(
        `--local acts on the database itself, but PLATFORM_URL names a platform (${platformUrl}): unset one`,
      );
    }
    if (!config.databaseUrl) {
      const live = await readLiveServer(config.dataDir);
      if (live) {
        throw new OpsError(
          `The platform server (pid ${live.pid}, ${live.url}) holds the ${database}: ` +
            `leave out --local to act through it. ${NOTHING_CHANGED}`,
        );
      }
      if (!(await exists(path.join(config.dataDir, 'pglite')))) {
        throw new OpsError(
          `No ${database} (DATA_DIR is ${config.dataDir}): check DATA_DIR, or start the platform once ` +
            `(npm start) to create it. ${NOTHING_CHANGED}`,
        );
      }
    }
    return createLocalBackend({ ...config, opsToken: config.opsToken ?? '' });
  }

  const live = platformUrl ? null : await readLiveServer(config.dataDir);
  const url = platformUrl ?? live?.url.replace(/\/+$/, '') ?? `http://127.0.0.1:${config.port}`;
  const how = platformUrl
    ? 'PLATFORM_URL'
    : live
      ? `the server of ${path.join(config.dataDir, 'server.json')}, pid ${live.pid}`
      : 'PLATFORM_URL is not set: the default, http://127.0.0.1:$PORT';
  if (!/^https?:\/\/[^/]/i.test(url)) {
    throw new OpsError(
      `PLATFORM_URL must be an http:// or https:// address, not "${url}". ${NOTHING_CHANGED}`,
    );
  }
  const token = config.opsToken ?? (await readSecrets(config.dataDir)).opsToken;
  try {
    return await reachPlatform(url, token, how, timeoutMs);
  } catch (error) {
    if (!(error instanceof OpsError) || platformUrl || live) throw error;
    throw new OpsError(
      `${error.message}\nStart the platform (npm start), set PLATFORM_URL to where it listens, or pass ` +
        `--local to act on the database itself (${database}).`,
    );
  }
}
