import { cars, KEYS, NOW_S, protocolApp, securedKey, SETTINGS, type ProtocolApp } from './protocol-app';

let p: ProtocolApp;

beforeAll(async () => {
  p = await protocolApp();
  expect(
    (await p.call('PUT', '/1/indexes/cars/settings', { ...SETTINGS, replicas: ['cars_price_asc'] }))
      .statusCode,
  ).toBe(200);
  expect(
    (await p.call('PUT', '/1/indexes/cars_price_asc/settings', { ranking: ['asc(price)'] })).statusCode,
  ).toBe(200);
  const batch = await p.call('POST', '/1/indexes/cars/batch', {
    requests: cars().map((body) => ({ action: 'addObject', body })),
  });
  expect(batch.statusCode).toBe(200);
});
afterAll(async () => p?.app.close());

const ids = (body: { hits: { objectID: string }[] }) => body.hits.map((hit) => hit.objectID);

describe('keys', () => {
  it('refuses a wrong application id, a wrong key and missing credentials with 403', async () => {
    const wrongApp = await p.app.inject({
      method: 'POST',
      url: '/1/indexes/cars/query',
      headers: { 'x-algolia-application-id': 'OTHER', 'x-algolia-api-key': KEYS.adminKey },
      payload: '{}',
    });
    expect(wrongApp.statusCode).toBe(403);
    expect(wrongApp.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    expect((await p.call('POST', '/1/indexes/cars/query', {}, 'not-a-key')).json()).toEqual({
      message: 'Invalid Application-ID or API key',
      status: 403,
    });
    const none = await p.app.inject({ method: 'POST', url: '/1/indexes/cars/query', payload: '{}' });
    expect(none.statusCode).toBe(403);
  });

  it('takes the credentials as query parameters too', async () => {
    const res = await p.app.inject({
      method: 'POST',
      url: `/1/indexes/cars/query?x-algolia-application-id=${KEYS.appId}&x-algolia-api-key=${KEYS.searchKey}`,
      payload: '{"hitsPerPage":1}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hits).toHaveLength(1);
  });

  it('lets the search-only key search, browse and read objects, and nothing else', async () => {
    const key = KEYS.searchKey;
    expect((await p.call('POST', '/1/indexes/cars/query', {}, key)).statusCode).toBe(200);
    expect((await p.call('POST', '/1/indexes/cars/browse', {}, key)).statusCode).toBe(200);
    expect((await p.call('GET', '/1/indexes/cars/1', undefined, key)).statusCode).toBe(200);
    expect(
      (
        await p.call(
          'POST',
          '/1/indexes/*/objects',
          { requests: [{ indexName: 'cars', objectID: '1' }] },
          key,
        )
      ).statusCode,
    ).toBe(200);
    const refused = [
      await p.call('POST', '/1/indexes/cars/batch', { requests: [] }, key),
      await p.call('PUT', '/1/indexes/cars/1', { make: 'X' }, key),
      await p.call('POST', '/1/indexes/cars', { make: 'X' }, key),
      await p.call('DELETE', '/1/indexes/cars/1', undefined, key),
      await p.call('POST', '/1/indexes/cars/1/partial', { make: 'X' }, key),
      await p.call('POST', '/1/indexes/cars/clear', undefined, key),
      await p.call('POST', '/1/indexes/cars/deleteByQuery', { filters: 'make:Toyota' }, key),
      await p.call('DELETE', '/1/indexes/cars', undefined, key),
      await p.call('GET', '/1/indexes', undefined, key),
      await p.call('GET', '/1/indexes/cars/settings', undefined, key),
      await p.call('PUT', '/1/indexes/cars/settings', { hitsPerPage: 5 }, key),
      await p.call('POST', '/1/indexes/*/batch', { requests: [] }, key),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
    }
    expect((await p.call('GET', '/1/indexes/cars/1')).json().make).toBe('Toyota');
  });

  it('ANDs a secured key’s filters with whatever the query sends', async () => {
    const key = securedKey({ filters: 'dealership_id:1 AND show_on_dealer_website:true' });
    const all = await p.call('POST', '/1/indexes/cars/query', { hitsPerPage: 100 }, key);
    expect(all.statusCode).toBe(200);
    const mine = cars().filter((car) => car.dealership_id === 1 && car.show_on_dealer_website);
    expect(all.json().nbHits).toBe(mine.length);
    for (const widen of [
      { filters: 'dealership_id:2 OR dealership_id:1 OR NOT dealership_id:1' },
      { facetFilters: [['dealership_id:2', 'dealership_id:3']] },
      { numericFilters: ['dealership_id>=0'] },
      { filters: 'show_on_dealer_website:false' },
      { params: 'filters=dealership_id%3A2' },
    ]) {
      const res = await p.call('POST', '/1/indexes/cars/query', { hitsPerPage: 100, ...widen }, key);
      expect(res.statusCode).toBe(200);
      for (const id of ids(res.json())) expect(mine.map((car) => car.objectID)).toContain(id);
    }
    // A narrower query narrows further.
    const narrower = await p.call(
      'POST',
      '/1/indexes/cars/query',
      { filters: 'price > 30000', hitsPerPage: 100 },
      key,
    );
    expect(narrower.json().nbHits).toBe(mine.filter((car) => (car.price as number) > 30000).length);
  });

  it('applies the secured filter to multi-queries, browse, facet values and objects', async () => {
    const key = securedKey({ filters: 'dealership_id:2' });
    const multi = await p.call(
      'POST',
      '/1/indexes/*/queries',
      {
        requests: [
          { indexName: 'cars', facets: ['make'], hitsPerPage: 100 },
          { indexName: 'cars_price_asc', filters: 'dealership_id:1' },
        ],
      },
      key,
    );
    expect(multi.statusCode).toBe(200);
    const [first, second] = multi.json().results;
    expect(first.facets.make).toEqual({ Mazda: 10 });
    expect(second.nbHits).toBe(0);
    const browse = await p.call('POST', '/1/indexes/cars/browse', { hitsPerPage: 1000 }, key);
    expect(ids(browse.json()).every((id) => Number(id) % 3 === 2)).toBe(true);
    // objectID 1 belongs to dealership 1: hidden from this key, visible to the admin.
    expect((await p.call('GET', '/1/indexes/cars/1', undefined, key)).statusCode).toBe(404);
    expect((await p.call('GET', '/1/indexes/cars/2', undefined, key)).statusCode).toBe(200);
    const objects = await p.call(
      'POST',
      '/1/indexes/*/objects',
      {
        requests: [
          { indexName: 'cars', objectID: '1' },
          { indexName: 'cars', objectID: '2' },
        ],
      },
      key,
    );
    expect(objects.json().results.map((r: { objectID: string } | null) => r?.objectID ?? null)).toEqual([
      null,
      '2',
    ]);
  });

  it('refuses an expired secured key, and one signed by another key', async () => {
    const expired = securedKey({ filters: 'dealership_id:1', validUntil: NOW_S - 1 });
    const res = await p.call('POST', '/1/indexes/cars/query', {}, expired);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(403);
    expect(
      (await p.call('POST', '/1/indexes/cars/query', {}, securedKey({ validUntil: NOW_S + 60 }))).statusCode,
    ).toBe(200);
    const foreign = securedKey({ filters: 'dealership_id:1' }, 'some-other-key');
    expect((await p.call('POST', '/1/indexes/cars/query', {}, foreign)).statusCode).toBe(403);
    // A secured key signed by the admin key is not accepted either: only the search-only key signs.
    expect(
      (await p.call('POST', '/1/indexes/cars/query', {}, securedKey({}, KEYS.adminKey))).statusCode,
    ).toBe(403);
  });

  it('refuses indices outside restrictIndices, in every read route', async () => {
    const key = securedKey({ restrictIndices: ['cars'] });
    expect((await p.call('POST', '/1/indexes/cars/query', {}, key)).statusCode).toBe(200);
    const refused = [
      await p.call('POST', '/1/indexes/cars_price_asc/query', {}, key),
      await p.call(
        'POST',
        '/1/indexes/*/queries',
        { requests: [{ indexName: 'cars' }, { indexName: 'cars_price_asc' }] },
        key,
      ),
      await p.call('POST', '/1/indexes/cars_price_asc/browse', {}, key),
      await p.call('GET', '/1/indexes/cars_price_asc/1', undefined, key),
      await p.call(
        'POST',
        '/1/indexes/*/objects',
        { requests: [{ indexName: 'cars_price_asc', objectID: '1' }] },
        key,
      ),
    ];
    for (const res of refused)
      expect(res.json()).toEqual({ message: 'Index not allowed with this API key', status: 403 });
  });

  it('forces the other search parameters a secured key carries', async () => {
    const key = securedKey({ searchParams: { hitsPerPage: 2 } });
    const res = await p.call('POST', '/1/indexes/cars/query', { hitsPerPage: 50 }, key);
    expect(res.json().hits).toHaveLength(2);
  });
});

describe('records and indices', () => {
  it('saves with an automatic objectID, replaces, updates partially, reads and deletes', async () => {
    const created = await p.call('POST', '/1/indexes/scratch', { make: 'Kia', price: 1 });
    expect(created.statusCode).toBe(201);
    const { objectID, taskID, createdAt } = created.json();
    expect(typeof objectID).toBe('string');
    expect(typeof taskID).toBe('number');
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    const replaced = await p.call('PUT', `/1/indexes/scratch/${objectID}`, { make: 'Kia', model: 'EV6' });
    expect(replaced.json()).toMatchObject({
      objectID,
      taskID: expect.any(Number),
      updatedAt: expect.any(String),
    });
    const partial = await p.call('POST', `/1/indexes/scratch/${objectID}/partial`, {
      price: { _operation: 'Increment', value: 5 },
    });
    expect(partial.statusCode).toBe(200);
    expect((await p.call('GET', `/1/indexes/scratch/${objectID}`)).json()).toEqual({
      objectID,
      make: 'Kia',
      model: 'EV6',
      price: 5,
    });
    expect((await p.call('GET', `/1/indexes/scratch/${objectID}?attributesToRetrieve=model`)).json()).toEqual(
      { objectID, model: 'EV6' },
    );
    const noCreate = await p.call('POST', '/1/indexes/scratch/ghost/partial?createIfNotExists=false', {
      price: 1,
    });
    expect(noCreate.statusCode).toBe(200);
    expect((await p.call('GET', '/1/indexes/scratch/ghost')).json()).toEqual({
      message: 'ObjectID does not exist',
      status: 404,
    });
    const deleted = await p.call('DELETE', `/1/indexes/scratch/${objectID}`);
    expect(deleted.json()).toMatchObject({ taskID: expect.any(Number), deletedAt: expect.any(String) });
    expect((await p.call('GET', `/1/indexes/scratch/${objectID}`)).statusCode).toBe(404);
  });

  it('runs batches and multi-index batches, and reports every task as published', async () => {
    const batch = await p.call('POST', '/1/indexes/scratch/batch', {
      requests: [
        { action: 'addObject', body: { objectID: 'a', n: 1 } },
        { action: 'updateObject', body: { objectID: 'b', n: 2 } },
        { action: 'partialUpdateObject', body: { objectID: 'a', m: 3 } },
        { action: 'deleteObject', body: { objectID: 'b' } },
      ],
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().objectIDs).toEqual(['a', 'b', 'a', 'b']);
    expect((await p.call('GET', '/1/indexes/scratch/a')).json()).toEqual({ objectID: 'a', n: 1, m: 3 });
    const multi = await p.call('POST', '/1/indexes/*/batch', {
      requests: [
        { action: 'addObject', indexName: 'scratch', body: { objectID: 'c' } },
        { action: 'addObject', indexName: 'scratch2', body: { objectID: 'd' } },
      ],
    });
    const { taskID } = multi.json();
    expect(Object.keys(taskID).sort()).toEqual(['scratch', 'scratch2']);
    const task = await p.call('GET', `/1/indexes/scratch/task/${taskID.scratch}`);
    expect(task.json()).toEqual({ status: 'published', pendingTask: false });
    expect((await p.call('GET', `/1/task/${taskID.scratch2}`)).json().status).toBe('published');
    expect((await p.call('GET', '/1/task/999999999999999')).statusCode).toBe(404);
  });

  it('checks a whole batch before applying any of it', async () => {
    const res = await p.call('POST', '/1/indexes/scratch/batch', {
      requests: [
        { action: 'addObject', body: { objectID: 'z1' } },
        { action: 'updateObject', body: { noId: true } },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect((await p.call('GET', '/1/indexes/scratch/z1')).statusCode).toBe(404);
    const unknown = await p.call('POST', '/1/indexes/scratch/batch', {
      requests: [{ action: 'explode', body: {} }],
    });
    expect(unknown.json()).toEqual({ message: 'requests[0]: unknown action "explode"', status: 400 });
  });

  it('refuses a record over 10,000 bytes of JSON as Algolia does, and the whole batch with it', async () => {
    /** A record whose compact JSON is `bytes` long. */
    const sized = (objectID: string, bytes: number) => {
      const empty = { objectID, text: '' };
      return { ...empty, text: 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(empty))) };
    };
    const tooBig = (position: number) => ({
      message: `Record at the position ${position} objectID=big is too big size=10001/10000 bytes`,
      status: 400,
    });
    expect((await p.call('PUT', '/1/indexes/scratch/fits', sized('fits', 10_000))).statusCode).toBe(200);
    const batch = await p.call('POST', '/1/indexes/scratch/batch', {
      requests: [
        { action: 'addObject', body: { objectID: 'small' } },
        { action: 'updateObject', body: sized('big', 10_001) },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toEqual(tooBig(1));
    expect((await p.call('GET', '/1/indexes/scratch/small')).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', '/1/indexes/scratch'],
      ['PUT', '/1/indexes/scratch/big'],
      ['POST', '/1/indexes/scratch/big/partial'],
    ] as const) {
      const res = await p.call(method, url, sized('big', 10_001));
      expect([res.statusCode, res.json()]).toEqual([400, tooBig(0)]);
    }
    expect((await p.call('GET', '/1/indexes/scratch/big')).statusCode).toBe(404);
    // Bytes of UTF-8, not characters: 4,990 accented letters are 9,980 bytes.
    const accented = await p.call('PUT', '/1/indexes/scratch/accents', { text: 'é'.repeat(4_990) });
    expect(accented.json()).toMatchObject({ message: expect.stringMatching(/too big size=10012\/10000/) });
  });

  it('lists indices, gets and forwards settings, deletes by query, clears and deletes', async () => {
    const list = await p.call('GET', '/1/indexes');
    expect(list.statusCode).toBe(200);
    const cars = list.json().items.find((item: { name: string }) => item.name === 'cars');
    expect(cars).toMatchObject({
      name: 'cars',
      entries: 30,
      replicas: ['cars_price_asc'],
      pendingTask: false,
    });
    expect(list.json().nbPages).toBe(1);
    const settings = (await p.call('GET', '/1/indexes/cars_price_asc/settings')).json();
    expect(settings.ranking[0]).toBe('asc(price)');
    expect(settings.primary).toBe('cars');
    await p.call('PUT', '/1/indexes/cars/settings?forwardToReplicas=true', { hitsPerPage: 7 });
    expect((await p.call('GET', '/1/indexes/cars_price_asc/settings')).json().hitsPerPage).toBe(7);
    expect((await p.call('GET', '/1/indexes/nope/settings')).json()).toEqual({
      message: 'Index does not exist',
      status: 404,
    });

    await p.call('POST', '/1/indexes/scratch3/batch', {
      requests: [1, 2, 3].map((n) => ({ action: 'addObject', body: { objectID: String(n), n } })),
    });
    await p.call('PUT', '/1/indexes/scratch3/settings', { attributesForFaceting: ['n'] });
    expect((await p.call('POST', '/1/indexes/scratch3/deleteByQuery', {})).statusCode).toBe(400);
    expect(
      (await p.call('POST', '/1/indexes/scratch3/deleteByQuery', { filters: 'n >= 2' })).statusCode,
    ).toBe(200);
    expect((await p.call('POST', '/1/indexes/scratch3/query', {})).json().nbHits).toBe(1);
    expect((await p.call('POST', '/1/indexes/scratch3/clear')).statusCode).toBe(200);
    expect((await p.call('POST', '/1/indexes/scratch3/query', {})).json().nbHits).toBe(0);
    expect((await p.call('DELETE', '/1/indexes/scratch3')).json()).toMatchObject({
      deletedAt: expect.any(String),
    });
    expect((await p.call('POST', '/1/indexes/scratch3/query', {})).statusCode).toBe(404);
  });

  it('refuses writes to a replica', async () => {
    const res = await p.call('POST', '/1/indexes/cars_price_asc/batch', {
      requests: [{ action: 'addObject', body: { objectID: 'x' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('replica');
  });
});

describe('search answers', () => {
  it('answers a query as Algolia does', async () => {
    const res = await p.call('POST', '/1/indexes/cars/query', {
      query: 'toyot',
      facets: ['make', 'price'],
      hitsPerPage: 3,
    });
    const body = res.json();
    expect(body).toMatchObject({
      nbHits: 10,
      page: 0,
      nbPages: 4,
      hitsPerPage: 3,
      query: 'toyot',
      exhaustiveNbHits: true,
    });
    expect(typeof body.processingTimeMS).toBe('number');
    expect(typeof body.params).toBe('string');
    expect(body.hits[0]._highlightResult.make.value).toBe('<em>Toyot</em>a');
    expect(body.facets.make).toEqual({ Toyota: 10 });
    expect(body.facets_stats.price).toMatchObject({ min: 10000, max: 37000 });
  });

  it('sorts by the replica’s ranking and pages with offset/length', async () => {
    const asc = await p.call('POST', '/1/indexes/cars_price_asc/query', { offset: 2, length: 3 });
    expect(asc.json()).toMatchObject({ offset: 2, length: 3 });
    expect(ids(asc.json())).toEqual(['3', '4', '5']);
  });

  it('browses every record with a cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await p.call('POST', '/1/indexes/cars/browse', {
        hitsPerPage: 7,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...ids(res.json()));
      cursor = res.json().cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(
      cars()
        .map((car) => car.objectID)
        .sort(),
    );
    const get = await p.call('GET', '/1/indexes/cars/browse?hitsPerPage=5');
    expect(get.json().hits).toHaveLength(5);
  });

  it('searches facet values of searchable facets only', async () => {
    await p.call('PUT', '/1/indexes/facets/settings', {
      attributesForFaceting: ['searchable(make)', 'model'],
    });
    await p.call('POST', '/1/indexes/facets/batch', {
      requests: cars(6).map((body) => ({ action: 'addObject', body })),
    });
    const res = await p.call('POST', '/1/indexes/facets/facets/make/query', { facetQuery: 'ma' });
    expect(res.json().facetHits).toEqual([{ value: 'Mazda', highlighted: '<em>Ma</em>zda', count: 2 }]);
    expect(
      (await p.call('POST', '/1/indexes/facets/facets/model/query', { facetQuery: 'c' })).statusCode,
    ).toBe(400);
  });

  it('answers OPTIONS preflights and opens CORS', async () => {
    const res = await p.app.inject({ method: 'OPTIONS', url: '/1/indexes/*/queries' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('x-algolia-api-key');
    expect((await p.call('POST', '/1/indexes/cars/query', {})).headers['access-control-allow-origin']).toBe(
      '*',
    );
  });
});

describe('bad input', () => {
  const bad = async (method: 'POST' | 'GET' | 'PUT', url: string, body: unknown, status = 400) => {
    const res = await p.call(method, url, body);
    expect(res.statusCode).toBe(status);
    const json = res.json();
    expect(json.status).toBe(status);
    expect(typeof json.message).toBe('string');
    return json.message as string;
  };

  it('answers 400 or 404 with {message, status}', async () => {
    expect(await bad('POST', '/1/indexes/cars/query', '{"query": ')).toBe('Invalid JSON in the request body');
    expect(await bad('POST', '/1/indexes/unknown/query', {}, 404)).toBe('Index does not exist');
    expect(await bad('POST', '/1/indexes/cars/query', { filters: 'make:Toyota OR price > 3' })).toMatch(
      /filter/i,
    );
    expect(await bad('POST', '/1/indexes/cars/query', { filters: '(make:Toyota' })).toBeTruthy();
    expect(await bad('POST', '/1/indexes/cars/query', { hitsPerPage: 1001 })).toMatch(/hitsPerPage/);
    expect(await bad('POST', '/1/indexes/cars/query', [1, 2])).toMatch(/object/);
    expect(await bad('POST', '/1/indexes/cars/query', { params: 5 })).toMatch(/params/);
    expect(await bad('POST', '/1/indexes/*/queries', { requests: 'x' })).toMatch(/requests/);
    expect(await bad('PUT', '/1/indexes/cars/settings', { customRanking: ['sideways(price)'] })).toMatch(
      /customRanking/,
    );
    expect(await bad('GET', '/1/nothing/here', undefined, 404)).toMatch(/Not found/);
  });

  it('refuses a 10 MB body with 400', async () => {
    const huge = JSON.stringify({ query: 'x'.repeat(10 * 1024 * 1024) });
    const res = await p.call('POST', '/1/indexes/cars/query', huge);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('larger than'), status: 400 });
  });
});
