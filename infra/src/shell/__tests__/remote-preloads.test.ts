import { createRemotePreloads, exposedChunks } from '../remote-preloads';

const manifest = (exposes: unknown) =>
  Buffer.from(
    JSON.stringify({
      name: 'mf_search',
      metaData: {
        buildInfo: { buildVersion: '1.0.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      shared: [],
      exposes,
    }),
  );

const searchExposes = [
  { name: 'home-search', assets: { js: { sync: ['683.a.js', '__federation_expose_home_search.b.js'] } } },
  { name: 'search-page', assets: { js: { sync: ['683.a.js', '__federation_expose_search_page.c.js'] } } },
];

describe('exposedChunks', () => {
  it('maps each exposed module to its own chunks and skips malformed entries', () => {
    const chunks = exposedChunks({ exposes: [...searchExposes, { name: 7 }, { name: 'x', assets: {} }] });
    expect([...chunks.keys()]).toEqual(['home-search', 'search-page']);
    expect(chunks.get('search-page')).toEqual(['683.a.js', '__federation_expose_search_page.c.js']);
    expect(exposedChunks({}).size).toBe(0);
  });
});

describe('createRemotePreloads', () => {
  const registryPayload = {
    remotes: [
      {
        remote: 'mf-search' as const,
        name: 'mf_search',
        version: '1.0.0-abc',
        entry: 'http://cdn.test/remotes/mf-search/1.0.0-abc/mf-manifest.json',
      },
      {
        remote: 'mf-finance' as const,
        name: 'mf_finance',
        version: '2.0.0-def',
        entry: 'http://cdn.test/remotes/mf-finance/2.0.0-def/mf-manifest.json',
      },
    ],
  };

  it("preloads each region's remote entry and module chunks, reading a version's manifest once", async () => {
    const readAsset = jest.fn(async (remote: string) =>
      remote === 'mf-search' ? manifest(searchExposes) : null,
    );
    const preloads = createRemotePreloads({ readAsset });
    const regions = [
      { remote: 'mf-search' as const, module: 'home-search' },
      { remote: 'mf-search' as const, module: 'search-page' },
      { remote: 'mf-finance' as const, module: 'finance-teaser' },
      { remote: 'mf-leads' as const, module: 'lead-form' },
    ];
    const base = 'http://cdn.test/remotes/mf-search/1.0.0-abc/';
    expect(await preloads(regions, registryPayload)).toEqual([
      { kind: 'fetch', href: `${base}mf-manifest.json` },
      { kind: 'script', href: `${base}remoteEntry.js` },
      { kind: 'script', href: `${base}683.a.js` },
      { kind: 'script', href: `${base}__federation_expose_home_search.b.js` },
      { kind: 'script', href: `${base}__federation_expose_search_page.c.js` },
    ]);
    await preloads(regions, registryPayload);
    expect(readAsset.mock.calls.filter(([remote]) => remote === 'mf-search')).toHaveLength(1);
  });

  it('preloads only the script when the registry points at the remote entry itself', async () => {
    const preloads = createRemotePreloads({ readAsset: async () => manifest(searchExposes) });
    const entry = 'https://cdn.test/remotes/mf-search/1.0.0-abc/remoteEntry.js';
    const hints = await preloads([{ remote: 'mf-search', module: 'unknown-module' }], {
      remotes: [{ ...registryPayload.remotes[0]!, entry }],
    });
    expect(hints).toEqual([{ kind: 'script', href: entry }]);
  });
});
