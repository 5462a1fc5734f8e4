import { CONTENT_TYPES } from '../import/feed-format';
import { encodeFiles } from '../ops/decode-files';
import { OpsError, type OpsBackend } from './ops-backend';

/** The ops HTTP API of a running platform server. */
export function createHttpBackend(baseUrl: string, token: string): OpsBackend {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    actor?: string,
    body?: unknown,
    raw?: { text: string; contentType: string },
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (actor) headers['x-ops-actor'] = actor;
    if (raw) headers['content-type'] = raw.contentType;
    else if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}/api/ops${path}`, {
      method,
      headers,
      body: raw ? raw.text : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { message: text };
    }
    if (!res.ok) {
      const message = (data as { message?: string } | null)?.message ?? `HTTP ${res.status}`;
      throw new OpsError(res.status === 401 ? `${message} (is OPS_TOKEN the server's token?)` : message);
    }
    return data as T;
  }
  const remote = (name: string) => `/remotes/${encodeURIComponent(name)}`;
  return {
    via: baseUrl,
    listRemotes: async () => (await call<{ remotes: never }>('GET', '/remotes')).remotes,
    publish: (name, files, note, actor) =>
      call('POST', `${remote(name)}/publish`, actor, {
        files: encodeFiles(files),
        ...(note ? { note } : {}),
      }),
    promote: (name, version, actor) => call('POST', `${remote(name)}/promote`, actor, { version }),
    rollback: (name, actor) => call('POST', `${remote(name)}/rollback`, actor, {}),
    listSites: async () => (await call<{ sites: never }>('GET', '/sites')).sites,
    importFeed: ({ site, format, text, full }) =>
      call('POST', `/sites/${encodeURIComponent(site)}/import?full=${full}`, undefined, undefined, {
        text,
        contentType: CONTENT_TYPES[format],
      }),
    seed: ({ cars, reset, seed }) =>
      call('POST', '/seed', undefined, { cars, reset, ...(seed === undefined ? {} : { seed }) }),
    close: async () => undefined,
  };
}
