/** What a fake endpoint answers: JSON `body` with `status` (200 unless given) and any other `headers`. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a fake endpoint is sent besides the URL: the method and the body (parsed when it is JSON). */
export interface FakeRequestInfo {
  method: string;
  body: unknown;
}

/**
 * A fake endpoint: a fixed answer, or one computed from the request URL and what was sent (may be a promise,
 * to hold it).
 */
export type FakeRoute =
  FakeAnswer | ((url: URL, request: FakeRequestInfo) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeFetch {
  /** Every URL fetched, in order (resolved against the page's location). */
  requests: URL[];
  /** Puts back the fetch, Request and Response the test environment had. */
  restore: () => void;
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | null;
  /** The body as sent (text bodies only: what RTK Query and the code under test send). */
  readonly bodyText: string | null;

  constructor(input: string | FakeRequest, init: RequestInit = {}) {
    this.url = new URL(typeof input === 'string' ? input : input.url, window.location.href).href;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.signal = init.signal ?? null;
    this.bodyText = typeof init.body === 'string' ? init.body : null;
  }

  /** Method and body as a route sees them: JSON bodies parsed, other text as is, none as undefined. */
  info(): FakeRequestInfo {
    if (this.bodyText === null) return { method: this.method, body: undefined };
    try {
      return { method: this.method, body: JSON.parse(this.bodyText) };
    } catch {
      return { method: this.method, body: this.bodyText };
    }
  }
}

class FakeResponse {
  readonly ok: boolean;
  readonly headers: Headers;

  constructor(
    readonly status: number,
    private readonly bodyText: string,
    headers: Record<string, string> = {},
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new Headers({ 'content-type': 'application/json', ...headers });
  }

  async text(): Promise<string> {
    return this.bodyText;
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.bodyText);
  }

  clone(): FakeResponse {
    return new FakeResponse(this.status, this.bodyText, Object.fromEntries(this.headers));
  }
}

/**
 * Replaces the network for a unit test (jsdom has no fetch, Request or Response): requests go to `routes` by
 * path ("/api/offers"), JSON in and out, so code under test runs its real RTK Query endpoints. A path
 * without a route answers 404. Call `restore()` after the test.
 */
export function installFakeFetch(routes: Record<string, FakeRoute>): FakeFetch {
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };
  const requests: URL[] = [];
  const fakeFetch = async (input: string | FakeRequest, init?: RequestInit): Promise<FakeResponse> => {
    const request = input instanceof FakeRequest ? input : new FakeRequest(input, init);
    const url = new URL(request.url);
    requests.push(url);
    const route = routes[url.pathname];
    const answering: Promise<FakeAnswer> = !route
      ? Promise.resolve({ status: 404, body: { message: `No fake route for ${url.pathname}` } })
      : typeof route === 'function'
        ? Promise.resolve(route(url, request.info()))
        : Promise.resolve(route);
    // An aborted request (the caller's timeout, a cancelled query) rejects as a browser's fetch does, also
    // while a route is still answering.
    const { signal } = request;
    const aborted = new Promise<never>((_, reject) => {
      const abort = () =>
        reject((signal?.reason as unknown) ?? new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
    });
    const answer = await Promise.race([answering, aborted]);
    return new FakeResponse(
      answer.status ?? 200,
      answer.body === undefined ? '' : JSON.stringify(answer.body),
      answer.headers,
    );
  };
  Object.assign(globalThis, { fetch: fakeFetch, Request: FakeRequest, Response: FakeResponse });
  return {
    requests,
    restore: () => Object.assign(globalThis, saved),
  };
}
