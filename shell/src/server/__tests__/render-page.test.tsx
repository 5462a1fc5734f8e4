/** @jest-environment node */
import {
  api,
  notFoundAsNull,
  RemoteWidget,
  type BootPayload,
  type ExposedComponent,
  type RegionProps,
  type RemoteName,
  type ServerModules,
} from '@dealerline/shared';
import { use } from 'react';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { renderPage, type RenderPageInput } from '../render-page';

const BASE = 'http://test-motors.localhost:8080';

interface Thing {
  value: string;
}

// The endpoints a remote would inject into the platform's one api.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTestThing: build.query<Thing, void>({ query: () => 'test-thing' }),
    getOtherThing: build.query<Thing, string>({ query: (id) => `other-thing/${id}` }),
    // A thing the site may not have: a 404 is the answer null (as GET /api/cars/{slug}).
    getMaybeThing: build.query<Thing | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        return notFoundAsNull<Thing>(await baseQuery('maybe-thing'));
      },
    }),
  }),
});

const boot = (): BootPayload => ({ site: testSite(), dealer: testDealer(), registry: { remotes: [] } });

/** The server's modules: `modules['mf-search/models-page']` is that remote's exposed component. */
function serverModules(modules: Record<string, ExposedComponent>): ServerModules & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    get(remote: RemoteName, module: string) {
      asked.push(`${remote}/${module}`);
      return modules[`${remote}/${module}`];
    },
  };
}

/** A fetch answering JSON by path, recording each request's URL. */
function jsonFetch(answers: Record<string, unknown>) {
  const urls: string[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url;
    urls.push(url);
    const path = new URL(url).pathname;
    if (!(path in answers)) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    return new Response(JSON.stringify(answers[path]), { headers: { 'content-type': 'application/json' } });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, urls };
}

function input(
  path: string,
  modules: ServerModules,
  overrides: Partial<RenderPageInput> = {},
): RenderPageInput {
  return {
    boot: boot(),
    url: BASE + path,
    modules,
    api: { fetch: jsonFetch({}).fetchFn, baseUrl: `${BASE}/api/` },
    dataBudgetMs: 3000,
    ...overrides,
  };
}

function SearchText({ variant }: RegionProps) {
  return <p>Models on the server{variant ? ` (${variant})` : ''}</p>;
}

function ShowsThing() {
  const { data, isLoading, isError } = testApi.useGetTestThingQuery();
  if (isError) return <p>Thing failed</p>;
  if (isLoading || !data) return <p>Loading the thing</p>;
  return <p>Thing is {data.value}</p>;
}

function ShowsMaybeThing() {
  const { currentData } = testApi.useGetMaybeThingQuery();
  if (currentData === null) return <p>No such thing</p>;
  return <p>{currentData ? `Thing is ${currentData.value}` : 'Loading the thing'}</p>;
}

/** Renders a second query once the first has answered: needs a third render pass. */
function ShowsDependentThings() {
  const first = testApi.useGetTestThingQuery();
  const second = testApi.useGetOtherThingQuery(first.data?.value ?? '', { skip: !first.data });
  if (!first.data) return <p>Loading the thing</p>;
  if (!second.data) return <p>Loading the other thing</p>;
  return (
    <p>
      Things are {first.data.value} and {second.data.value}
    </p>
  );
}

function Throws(): never {
  throw new Error('the finance teaser broke on the server');
}

const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('renderPage', () => {
  it("renders the route's region inside the shell's layout", async () => {
    const modules = serverModules({ 'mf-search/models-page': SearchText });
    const page = await renderPage(input('/models', modules));
    expect(page.html).toContain('Models on the server');
    expect(page.html).not.toContain('data-region-loading');
    // The shell's layout: skip link, header with the site's name and navigation, main, footer.
    expect(page.html).toContain('Skip to content');
    expect(page.html).toMatch(/<header[\s>]/);
    expect(page.html).toContain('Test Motors');
    expect(page.html).toMatch(/<main[^>]*id="main"/);
    expect(page.html).toMatch(/<footer[\s>]/);
    expect(page.html).toContain('Buyer Tools');
    expect(page.html.indexOf('Models on the server')).toBeGreaterThan(page.html.indexOf('<main'));
    expect(page.html.indexOf('Models on the server')).toBeLessThan(page.html.indexOf('<footer'));
    expect(page.errors).toEqual([]);
    expect(page.api.queries).toEqual({});
    expect(modules.asked).toContain('mf-search/models-page');
  });

  it("shows the dealer's logo without preloading it ahead of the page's own pictures", async () => {
    const logo = '/images/logos/ffffff/Test%20Motors.png';
    const page = await renderPage({
      ...input('/models', serverModules({ 'mf-search/models-page': SearchText })),
      boot: { ...boot(), dealer: testDealer({ logo: { url: logo } }) },
    });
    expect(page.html).toMatch(new RegExp(`<img [^>]*src="${logo}"`));
    expect(page.html).not.toMatch(/<link rel="preload"/);
  });

  it('puts the styles the page uses in the head, none in the HTML', async () => {
    const page = await renderPage(input('/models', serverModules({ 'mf-search/models-page': SearchText })));
    expect(page.html).not.toContain('<style');
    const classes = new Set([...page.html.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g)].map((m) => m[1]));
    expect(classes.size).toBeGreaterThan(5);
    const listed = /<style data-emotion="css ([^"]+)" data-s="">/.exec(page.styles)![1]!.split(' ');
    expect(new Set(listed)).toEqual(classes);
    for (const id of classes) expect(page.styles).toContain(`.css-${id}{`);
    // The layout's <Global> reset, where emotion's Global looks for it in the browser.
    expect(page.styles).toMatch(
      /<style data-emotion="css-global [^"]+" data-s="">[^<]*box-sizing:border-box/,
    );
  });

  it("hands a region the route's variant", async () => {
    const modules = serverModules({ 'mf-finance/finance-page': SearchText });
    const page = await renderPage(input('/finance-pre-approval', modules));
    expect(textOf(page.html)).toContain('Models on the server (finance-pre-approval)');
  });

  it('renders every region of a route, top to bottom', async () => {
    const modules = serverModules({
      'mf-search/home-search': () => <p>First region</p>,
      'mf-finance/finance-teaser': () => <p>Second region</p>,
      'mf-locations/location-block': () => <p>Third region</p>,
    });
    const { html } = await renderPage(input('/', modules));
    const at = ['First region', 'Second region', 'Third region'].map((text) => html.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('renders what a query answered during the render, and hands its answer to the browser', async () => {
    const { fetchFn, urls } = jsonFetch({ '/api/test-thing': { value: 'shiny' } });
    const modules = serverModules({ 'mf-search/models-page': ShowsThing });
    const page = await renderPage(
      input('/models', modules, { api: { fetch: fetchFn, baseUrl: `${BASE}/api/` } }),
    );
    expect(textOf(page.html)).toContain('Thing is shiny');
    expect(page.html).not.toContain('Loading the thing');
    expect(urls).toEqual([`${BASE}/api/test-thing`]);
    const entries = Object.entries(page.api.queries);
    expect(entries).toHaveLength(1);
    expect(entries[0]![1]).toMatchObject({
      status: 'fulfilled',
      endpointName: 'getTestThing',
      data: { value: 'shiny' },
    });
    expect(page.errors).toEqual([]);
    expect(page.leftToBrowser).toEqual([]);
  });

  it('renders what a query started by an earlier answer fetched (another pass)', async () => {
    const { fetchFn, urls } = jsonFetch({
      '/api/test-thing': { value: 'first' },
      '/api/other-thing/first': { value: 'second' },
    });
    const modules = serverModules({ 'mf-search/models-page': ShowsDependentThings });
    const page = await renderPage(
      input('/models', modules, { api: { fetch: fetchFn, baseUrl: `${BASE}/api/` } }),
    );
    expect(textOf(page.html)).toContain('Things are first and second');
    expect(urls).toEqual([`${BASE}/api/test-thing`, `${BASE}/api/other-thing/first`]);
    expect(Object.keys(page.api.queries)).toHaveLength(2);
  });

  it('leaves a failed query out of what the browser gets, and out of the HTML, so the browser asks again', async () => {
    const { fetchFn, urls } = jsonFetch({});
    const modules = serverModules({ 'mf-search/models-page': ShowsThing });
    const page = await renderPage(
      input('/models', modules, { api: { fetch: fetchFn, baseUrl: `${BASE}/api/` } }),
    );
    expect(urls.length).toBeGreaterThan(0);
    // The browser starts without the entry, so its first render shows loading as the server's HTML does.
    expect(page.html).toContain('Loading the thing');
    expect(page.api.queries).toEqual({});
    expect(page.leftToBrowser).toEqual(['getTestThing']);
  });

  it('renders a thing the site does not have (404 as null) as not found, asked once, and hands that to the browser', async () => {
    const { fetchFn, urls } = jsonFetch({});
    const modules = serverModules({ 'mf-search/models-page': ShowsMaybeThing });
    const page = await renderPage(
      input('/models', modules, { api: { fetch: fetchFn, baseUrl: `${BASE}/api/` } }),
    );
    expect(page.html).toContain('No such thing');
    expect(page.html).not.toContain('Loading the thing');
    expect(urls).toEqual([`${BASE}/api/maybe-thing`]);
    expect(Object.values(page.api.queries)).toEqual([
      expect.objectContaining({ status: 'fulfilled', endpointName: 'getMaybeThing', data: null }),
    ]);
    expect(page.leftToBrowser).toEqual([]);
  });

  it('hands the browser only the answers its HTML shows once the budget is spent', async () => {
    // Answers at once, so the query has answered before the first pass ends, but the budget is already spent.
    const { fetchFn, urls } = jsonFetch({ '/api/test-thing': { value: 'too late' } });
    const modules = serverModules({ 'mf-search/models-page': ShowsThing });
    const page = await renderPage(
      input('/models', modules, { api: { fetch: fetchFn, baseUrl: `${BASE}/api/` }, dataBudgetMs: 0 }),
    );
    expect(urls).toHaveLength(1);
    expect(page.html).toContain('Loading the thing');
    expect(page.api.queries).toEqual({});
    expect(page.leftToBrowser).toEqual(['getTestThing']);
  });

  it('leaves a region without a server module to the browser: its placeholder, and no error', async () => {
    const modules = serverModules({});
    const page = await renderPage(input('/models', modules));
    expect(page.html).toContain('data-region-loading="mf-search"');
    expect(page.html).toContain('Skip to content');
    expect(page.errors).toEqual([]);
    expect(modules.asked).toContain('mf-search/models-page');
  });

  it('leaves a widget without a server module to the browser, with its placeholder', async () => {
    const WithWidget = () => (
      <>
        <p>Car page</p>
        <RemoteWidget remote="mf-finance" module="finance-box" props={{}} placeholderHeight={120} />
      </>
    );
    const page = await renderPage(input('/models', serverModules({ 'mf-search/models-page': WithWidget })));
    expect(page.html).toContain('Car page');
    expect(page.html).toContain('data-widget-loading="mf-finance/finance-box"');
    expect(page.errors).toEqual([]);
  });

  it('reports a region that throws and still renders the rest of the page', async () => {
    const modules = serverModules({
      'mf-search/home-search': () => <p>First region</p>,
      'mf-finance/finance-teaser': Throws,
      'mf-locations/location-block': () => <p>Third region</p>,
    });
    const page = await renderPage(input('/', modules));
    expect(page.errors).toHaveLength(1);
    expect(page.errors[0]).toContain('the finance teaser broke on the server');
    expect(page.html).toContain('First region');
    expect(page.html).toContain('Third region');
    expect(page.html).toContain('data-region-loading="mf-finance"');
    expect(page.html).toContain('Buyer Tools');
  });

  it('goes out with the loading state once the data budget is spent', async () => {
    const never = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const modules = serverModules({ 'mf-search/models-page': ShowsThing });
    const started = Date.now();
    const page = await renderPage(
      input('/models', modules, { api: { fetch: never, baseUrl: `${BASE}/api/` }, dataBudgetMs: 50 }),
    );
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(45);
    expect(took).toBeLessThan(50 + 750);
    expect(page.html).toContain('Loading the thing');
    expect(page.api.queries).toEqual({});
    expect(page.leftToBrowser).toEqual(['getTestThing']);
    expect(never).toHaveBeenCalledTimes(1);
  });

  it("leaves no timer behind that would keep the page's store alive after it went out", async () => {
    const realSetTimeout = globalThis.setTimeout;
    const realClearTimeout = globalThis.clearTimeout;
    const pending = new Map<unknown, number>();
    const setTimer = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
    ) => {
      const timer = realSetTimeout(() => {
        pending.delete(timer);
        callback();
      }, ms);
      pending.set(timer, ms ?? 0);
      return timer;
    }) as typeof setTimeout);
    const clearTimer = jest.spyOn(globalThis, 'clearTimeout').mockImplementation(((
      timer?: NodeJS.Timeout,
    ) => {
      pending.delete(timer);
      realClearTimeout(timer);
    }) as typeof clearTimeout);
    try {
      const { fetchFn } = jsonFetch({ '/api/test-thing': { value: 'shiny' } });
      const page = await renderPage(
        input('/models', serverModules({ 'mf-search/models-page': ShowsThing }), {
          boot: { ...boot(), prefetched: { promotions: [] } },
          api: { fetch: fetchFn, baseUrl: `${BASE}/api/` },
        }),
      );
      expect(textOf(page.html)).toContain('Thing is shiny');
      // The data budget's wait may still be pending, and RTK Query's 500 ms subscription sync; not its cache
      // collection (keepUnusedDataFor: a 60 s timer per unused entry, each holding the store).
      expect([...pending.values()].filter((ms) => ms >= 10_000)).toEqual([]);
    } finally {
      setTimer.mockRestore();
      clearTimer.mockRestore();
    }
  });

  it('stops a render that never finishes when its signal aborts, rejecting with the reason', async () => {
    const never = new Promise<never>(() => {});
    function WaitsForever(): never {
      return use(never);
    }
    const modules = serverModules({
      'mf-search/home-search': () => <p>First region</p>,
      'mf-finance/finance-teaser': WaitsForever,
    });
    const limit = new AbortController();
    const started = Date.now();
    setTimeout(() => limit.abort(new Error('over the time limit')), 50);
    await expect(renderPage(input('/', modules, { signal: limit.signal }))).rejects.toThrow(
      'over the time limit',
    );
    expect(Date.now() - started).toBeLessThan(50 + 750);
  });

  it('renders nothing for a signal aborted before it starts', async () => {
    const modules = serverModules({ 'mf-search/models-page': SearchText });
    await expect(
      renderPage(input('/models', modules, { signal: AbortSignal.abort(new Error('too late')) })),
    ).rejects.toThrow('too late');
  });

  it('renders the not-found page for a path no route has', async () => {
    const page = await renderPage(input('/no-such-page', serverModules({})));
    expect(page.html).toContain('Skip to content');
    expect(page.html).not.toContain('data-region-loading');
    expect(page.errors).toEqual([]);
  });

  it('starts from the answers the server already embedded (prefetched promotions)', async () => {
    const { fetchFn, urls } = jsonFetch({});
    const page = await renderPage(
      input('/models', serverModules({ 'mf-search/models-page': SearchText }), {
        boot: { ...boot(), prefetched: { promotions: [] } },
        api: { fetch: fetchFn, baseUrl: `${BASE}/api/` },
      }),
    );
    expect(urls).toEqual([]);
    expect(Object.keys(page.api.queries)).toEqual(['getPromotions(undefined)']);
  });
});
