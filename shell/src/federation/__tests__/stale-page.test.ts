import type { RemoteRegistry } from '@dealerline/shared';
import { isPageOutOfDate, mayReload, RELOAD_AGAIN_AFTER_MS, shellEntryUrl } from '../stale-page';

function registry(versions: Record<string, string>): RemoteRegistry {
  return {
    remotes: Object.entries(versions).map(([remote, version]) => ({
      remote: remote as RemoteRegistry['remotes'][number]['remote'],
      name: remote.replace('-', '_'),
      version,
      entry: `http://site.localhost/remotes/${remote}/${version}/mf-manifest.json`,
    })),
  };
}

const loaded = registry({ 'mf-leads': '1.0.0-aaaaaaaaaa', 'mf-finance': '1.0.0-bbbbbbbbbb' });
const ENTRY = 'http://site.localhost/shell/main.53743373.js';

/** The platform as the check sees it: whether the page's shell entry is still served, and its registry now. */
function platform({ entry = 200, current = loaded as RemoteRegistry | null, fail = false } = {}) {
  const calls: { url: string; method: string }[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    if (fail) throw new TypeError('Failed to fetch');
    if (url === ENTRY) return { status: entry, ok: entry < 400 } as Response;
    return { status: current ? 200 : 503, ok: !!current, json: async () => current } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('isPageOutOfDate', () => {
  it('is false while the platform serves the shell and the remote versions the page runs', async () => {
    const { fetch, calls } = platform();
    await expect(isPageOutOfDate(loaded, ENTRY, fetch)).resolves.toBe(false);
    expect(calls).toEqual([
      { url: ENTRY, method: 'HEAD' },
      { url: '/api/registry', method: 'GET' },
    ]);
  });

  it("is true once the page's shell entry is gone (the platform was deployed with a new shell build)", async () => {
    const { fetch } = platform({ entry: 404 });
    await expect(isPageOutOfDate(loaded, ENTRY, fetch)).resolves.toBe(true);
  });

  it('is true once a remote has another promoted version than the one the page registered', async () => {
    const { fetch } = platform({
      current: registry({ 'mf-leads': '1.0.0-cccccccccc', 'mf-finance': '1.0.0-bbbbbbbbbb' }),
    });
    await expect(isPageOutOfDate(loaded, ENTRY, fetch)).resolves.toBe(true);
  });

  it('is false when the platform does not answer or fails (an outage or the connection: the fallback stays)', async () => {
    await expect(isPageOutOfDate(loaded, ENTRY, platform({ fail: true }).fetch)).resolves.toBe(false);
    await expect(isPageOutOfDate(loaded, ENTRY, platform({ current: null }).fetch)).resolves.toBe(false);
    await expect(isPageOutOfDate(loaded, ENTRY, platform({ entry: 503 }).fetch)).resolves.toBe(false);
  });

  it('gives up after its timeout', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ) as unknown as typeof globalThis.fetch;
      const checked = isPageOutOfDate(loaded, ENTRY, fetch, 1000);
      await jest.advanceTimersByTimeAsync(1000);
      await expect(checked).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('shellEntryUrl', () => {
  it("reads the entry from the paint-first script's data-main, else the entry's own tag", () => {
    document.head.innerHTML =
      '<script data-main="/shell/main.1a2b3c4d.js" src="/shell/paint-first.9.js"></script>';
    expect(shellEntryUrl(document)).toBe(new URL('/shell/main.1a2b3c4d.js', document.baseURI).href);
    document.head.innerHTML = '<script src="/shell/main.5e6f7a8b.js"></script>';
    expect(shellEntryUrl(document)).toBe(new URL('/shell/main.5e6f7a8b.js', document.baseURI).href);
    document.head.innerHTML = '';
    expect(shellEntryUrl(document)).toBeNull();
  });
});

describe('mayReload', () => {
  it('reloads a page once, not again within a few minutes for the same URL', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(mayReload(storage, 'http://site.localhost/trade-in', 1000)).toBe(true);
    expect(mayReload(storage, 'http://site.localhost/trade-in', 2000)).toBe(false);
    expect(mayReload(storage, 'http://site.localhost/finance', 3000)).toBe(true);
    expect(mayReload(storage, 'http://site.localhost/finance', 3000 + RELOAD_AGAIN_AFTER_MS)).toBe(true);
    expect(mayReload(null, 'http://site.localhost/finance', 0)).toBe(false);
  });
});
