/** @jest-environment node */
import type { EndRequest } from '@algolia/client-common';
import { testSite } from '@dealerline/shared/testing';
import { createAlgoliaSearchClient } from '../client/algolia-search-client';
import { fetchRequester } from '../client/fetch-requester';
import { searchClientFor, setSearchClientFactory } from '../client/search-client-registry';

const request = (overrides: Partial<EndRequest> = {}): EndRequest => ({
  url: 'http://search.localhost/1/indexes/*/queries?x-algolia-agent=test',
  method: 'POST',
  headers: { 'x-algolia-api-key': 'secured', 'content-type': 'text/plain' },
  data: '{"requests":[]}',
  connectTimeout: 1000,
  responseTimeout: 1000,
  ...overrides,
});

/** A fetch recording what it was sent, answering `status` and `body`. */
function recordingFetch(status = 200, body = '{"results":[]}') {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchFn = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
  return { sent, fetchFn: fetchFn as unknown as typeof fetch };
}

/** A fetch that answers after `ms`, or fails with an AbortError when its signal aborts first (as fetch does). */
const slowFetch = (ms: number): typeof fetch =>
  ((_url: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response('{"late":true}')), ms);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('This operation was aborted', 'AbortError'));
      });
    })) as typeof fetch;

describe('fetchRequester', () => {
  it("sends the request's url, method, headers and body through the fetch, and returns status and content", async () => {
    const { sent, fetchFn } = recordingFetch(200, '{"results":[{"nbHits":3}]}');
    const answer = await fetchRequester(fetchFn).send(request());
    expect(answer).toEqual({ status: 200, content: '{"results":[{"nbHits":3}]}', isTimedOut: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://search.localhost/1/indexes/*/queries?x-algolia-agent=test');
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      headers: { 'x-algolia-api-key': 'secured', 'content-type': 'text/plain' },
      body: '{"requests":[]}',
    });
    expect(sent[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a GET without a body, and a binary body as bytes', async () => {
    const { sent, fetchFn } = recordingFetch();
    await fetchRequester(fetchFn).send(request({ method: 'GET', data: undefined }));
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
    await fetchRequester(fetchFn).send(request({ data: new Uint8Array([1, 2, 3]) }));
    expect(sent[1]!.init.body).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('returns an error status as the service answered it', async () => {
    const { fetchFn } = recordingFetch(403, '{"message":"Invalid API key"}');
    expect(await fetchRequester(fetchFn).send(request())).toEqual({
      status: 403,
      content: '{"message":"Invalid API key"}',
      isTimedOut: false,
    });
  });

  it('gives status 0, not timed out, when the fetch fails', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await fetchRequester(failing).send(request())).toEqual({
      status: 0,
      content: 'fetch failed',
      isTimedOut: false,
    });
  });

  it('gives up as timed out after the connect and response timeouts together', async () => {
    const started = Date.now();
    const answer = await fetchRequester(slowFetch(5000)).send(
      request({ connectTimeout: 20, responseTimeout: 30 }),
    );
    const took = Date.now() - started;
    expect(answer).toEqual({ status: 0, content: '', isTimedOut: true });
    expect(took).toBeGreaterThanOrEqual(45);
    expect(took).toBeLessThan(1000);
  });

  it('waits for an answer that comes within the timeouts', async () => {
    const answer = await fetchRequester(slowFetch(10)).send(
      request({ connectTimeout: 100, responseTimeout: 100 }),
    );
    expect(answer).toEqual({ status: 200, content: '{"late":true}', isTimedOut: false });
  });
});

describe('the algolia client over a given fetch (the platform server)', () => {
  afterEach(() => setSearchClientFactory(null));

  const config = () => ({ ...testSite().search!, host: 'test-motors.localhost:8080' });

  it("sends the searches to the site's search host through that fetch", async () => {
    const result = { hits: [], nbHits: 7, page: 0, nbPages: 1, hitsPerPage: 20 };
    const { sent, fetchFn } = recordingFetch(200, JSON.stringify({ results: [result] }));
    const client = createAlgoliaSearchClient(config(), fetchFn);
    const results = await client.search([{ indexName: 'Car_production', hitsPerPage: 20 }]);
    expect(results).toEqual([result]);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(url.origin).toBe('http://test-motors.localhost:8080');
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({
      requests: [{ indexName: 'Car_production', hitsPerPage: 20 }],
    });
    const headers = new Headers(sent[0]!.init.headers);
    const key = headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key');
    expect(key).toBe('test-secured-search-key');
  });

  // Algolia's defaults: 1 s + 2 s in its browser build, 2 s + 5 s in the Node build this test runs.
  it("waits for the platform's one host past algolia's default timeouts", async () => {
    jest.useFakeTimers();
    try {
      const result = { hits: [], nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20 };
      const late: typeof fetch = (url, init) =>
        slowFetch(7500)(url, init).then(() => new Response(JSON.stringify({ results: [result] })));
      const client = createAlgoliaSearchClient(config(), late);
      const answer = client.search([{ indexName: 'Car_production', hitsPerPage: 20 }]);
      await jest.advanceTimersByTimeAsync(7500);
      await expect(answer).resolves.toEqual([result]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps one client per key and fetch, and builds another for another fetch', () => {
    const built: (typeof fetch | undefined)[] = [];
    setSearchClientFactory((_config, fetchFn) => {
      built.push(fetchFn);
      return { search: async () => [] };
    });
    const first = recordingFetch().fetchFn;
    const second = recordingFetch().fetchFn;
    const one = searchClientFor(config(), first);
    expect(searchClientFor(config(), first)).toBe(one);
    const other = searchClientFor(config(), second);
    expect(other).not.toBe(one);
    const browser = searchClientFor(config());
    expect(browser).not.toBe(other);
    expect(built).toEqual([first, second, undefined]);
  });
});
