import { readEnvConfig } from '../config';
import { readSecrets } from '../secrets';
import { createHttpBackend } from './http-backend';
import { createLocalBackend } from './local-backend';
import { OpsError, type OpsBackend } from './ops-backend';
import { readLiveServer } from './server-info';

type Env = Record<string, string | undefined>;

/** Whether a platform server answers GET /healthz at baseUrl within timeoutMs. */
export async function serverAnswers(baseUrl: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The running server's ops API when one answers (PGlite is single-process: the CLI must not open the
 * database under a running server), otherwise the database itself.
 */
export async function connect(env: Env = process.env): Promise<OpsBackend> {
  const config = readEnvConfig(env);
  const live = await readLiveServer(config.dataDir);
  const candidates = [env.PLATFORM_URL?.trim() || `http://127.0.0.1:${config.port}`, live?.url]
    .filter((url): url is string => !!url)
    .map((url) => url.replace(/\/+$/, ''));
  for (const url of new Set(candidates)) {
    if (!(await serverAnswers(url))) continue;
    const token = config.opsToken ?? (await readSecrets(config.dataDir)).opsToken;
    if (!token)
      throw new OpsError(`A platform server answers at ${url} but no ops token is known: set OPS_TOKEN`);
    return createHttpBackend(url, token);
  }
  if (live && !config.databaseUrl) {
    throw new OpsError(
      `The platform server (pid ${live.pid}) holds ${config.dataDir} but does not answer at ${live.url}; ` +
        'stop it or set PLATFORM_URL to where it listens',
    );
  }
  return createLocalBackend({ ...config, opsToken: config.opsToken ?? '' });
}
