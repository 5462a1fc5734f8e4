import type { Db } from '../../db/db';
import { cachedSitesRepository } from '../cached-sites-repository';
import type { SitesRepository, Tenant } from '../sites-repository';
import type { StockFilter } from '../stock-filter';

/** A repository that counts its loads (unit-test fake). */
function countingRepository() {
  const loads = { list: 0, tenant: 0 };
  let fail = false;
  const repository: SitesRepository = {
    count: async () => 1,
    list: async () => {
      loads.list += 1;
      return [{ id: 1, slug: 'a', name: 'A', template: 't', domains: [], dealerships: ['a'] }];
    },
    findBySlug: async (slug) => {
      loads.tenant += 1;
      if (fail) throw new Error('database down');
      return { site: { slug } } as unknown as Tenant;
    },
    insert: async () => undefined,
    save: async () => undefined,
    stockFilter: async () => null,
    change: async (work) => work({} as Db),
  };
  return { repository, loads, failNext: (value: boolean) => (fail = value) };
}

describe('cachedSitesRepository', () => {
  it('loads a tenant once per ttl, shared by concurrent requests', async () => {
    let clock = 0;
    const { repository, loads } = countingRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, now: () => clock });
    await Promise.all([sites.findBySlug('a'), sites.findBySlug('a'), sites.list(), sites.list()]);
    expect(loads).toEqual({ list: 1, tenant: 1 });
    clock = 4999;
    await sites.findBySlug('a');
    expect(loads.tenant).toBe(1);
    clock = 5000;
    await sites.findBySlug('a');
    await sites.findBySlug('b');
    expect(loads.tenant).toBe(3);
  });

  it('forgets everything after its own save or insert', async () => {
    const { repository, loads } = countingRepository();
    const sites = cachedSitesRepository(repository, { now: () => 0 });
    await sites.findBySlug('a');
    await sites.list();
    await sites.save({} as Tenant);
    await sites.findBySlug('a');
    await sites.list();
    expect(loads).toEqual({ list: 2, tenant: 2 });
  });

  it('forgets everything after its own change, and hands back what the change answered', async () => {
    const { repository, loads } = countingRepository();
    const sites = cachedSitesRepository(repository, { now: () => 0 });
    await sites.findBySlug('a');
    await sites.list();
    await expect(sites.change(async () => 'changed')).resolves.toBe('changed');
    await expect(sites.change(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await sites.findBySlug('a');
    await sites.list();
    expect(loads).toEqual({ list: 2, tenant: 2 });
  });

  it('does not keep a failed load', async () => {
    const { repository, loads, failNext } = countingRepository();
    const sites = cachedSitesRepository(repository, { now: () => 0 });
    failNext(true);
    await expect(sites.findBySlug('a')).rejects.toThrow('database down');
    failNext(false);
    await expect(sites.findBySlug('a')).resolves.toMatchObject({ site: { slug: 'a' } });
    expect(loads.tenant).toBe(2);
  });
});

/** Lets the loads begun in the background end. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('cachedSitesRepository while the database cannot be reached', () => {
  const unreachable = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  /** A repository whose loads fail with `failure()` while `down`. */
  function outageRepository() {
    const state = { down: false, loads: 0, failure: unreachable as () => Error };
    const load = async <T>(value: T): Promise<T> => {
      state.loads += 1;
      if (state.down) throw state.failure();
      return value;
    };
    const repository: SitesRepository = {
      count: async () => 1,
      list: () => load([{ id: 1, slug: 'a', name: 'A', template: 't', domains: [], dealerships: ['a'] }]),
      findBySlug: (slug) => load({ site: { slug } } as unknown as Tenant),
      insert: async () => undefined,
      save: async () => undefined,
      stockFilter: () => load({ status: 'in_stock' } as unknown as StockFilter),
      change: async (work) => work({} as Db),
    };
    return { repository, state };
  }

  it('serves the last site list, tenant and stock filter it read, asking again once per ttl', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, now: () => clock });
    const tenant = await sites.findBySlug('a');
    const list = await sites.list();
    const filter = await sites.stockFilter('a');
    state.down = true;
    clock = 5000;
    await expect(sites.findBySlug('a')).resolves.toBe(tenant);
    await expect(sites.list()).resolves.toBe(list);
    await expect(sites.stockFilter('a')).resolves.toBe(filter);
    const loads = state.loads;
    clock = 9999;
    await sites.findBySlug('a');
    expect(state.loads).toBe(loads);
    clock = 10_000;
    await expect(sites.findBySlug('a')).resolves.toBe(tenant);
    expect(state.loads).toBe(loads + 1);
    await settled();
    state.down = false;
    clock = 15_000;
    // Answered at once with what it had; the store, back, is asked in the background and answers next.
    await expect(sites.findBySlug('a')).resolves.toBe(tenant);
    expect(state.loads).toBe(loads + 2);
    await settled();
    const fresh = await sites.findBySlug('a');
    expect(fresh).not.toBe(tenant);
    expect(fresh).toMatchObject({ site: { slug: 'a' } });
    expect(state.loads).toBe(loads + 2);
  });

  it('gives up on values older than staleMs, and never answers a site it never read', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, staleMs: 60_000, now: () => clock });
    await sites.findBySlug('a');
    state.down = true;
    await expect(sites.findBySlug('b')).rejects.toThrow('ECONNREFUSED');
    clock = 60_000;
    await expect(sites.findBySlug('a')).resolves.toMatchObject({ site: { slug: 'a' } });
    clock = 65_001;
    await expect(sites.findBySlug('a')).rejects.toThrow('ECONNREFUSED');
  });

  it('tells what it holds in memory without a load, as long as it would answer it', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, staleMs: 60_000, now: () => clock });
    expect(sites.inMemory?.list()).toBeUndefined();
    expect(sites.inMemory?.findBySlug('a')).toBeUndefined();
    expect(state.loads).toBe(0);
    const tenant = await sites.findBySlug('a');
    const list = await sites.list();
    state.down = true;
    clock = 60_000;
    const loads = state.loads;
    expect(sites.inMemory?.findBySlug('a')).toBe(tenant);
    expect(sites.inMemory?.list()).toBe(list);
    expect(sites.inMemory?.findBySlug('b')).toBeUndefined();
    expect(state.loads).toBe(loads);
    clock = 60_001;
    expect(sites.inMemory?.findBySlug('a')).toBeUndefined();
    // Nor after its own write.
    state.down = false;
    await sites.findBySlug('a');
    await sites.save({} as Tenant);
    expect(sites.inMemory?.findBySlug('a')).toBeUndefined();
  });

  it('answers any other failure as it is: a fault is not an outage', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, now: () => clock });
    await sites.findBySlug('a');
    state.down = true;
    state.failure = () => new Error('column "stock_filter" does not exist');
    clock = 5000;
    await expect(sites.findBySlug('a')).rejects.toThrow('does not exist');
  });

  it('forgets what it served after its own write', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, now: () => clock });
    await sites.findBySlug('a');
    await sites.save({} as Tenant);
    state.down = true;
    clock = 1;
    await expect(sites.findBySlug('a')).rejects.toThrow('ECONNREFUSED');
  });

  it('keeps serving what it read after its own write failed in the outage', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    const sites = cachedSitesRepository(repository, { ttlMs: 5000, now: () => clock });
    const tenant = await sites.findBySlug('a');
    state.down = true;
    await expect(sites.change(async () => Promise.reject(unreachable()))).rejects.toThrow('ECONNREFUSED');
    clock = 1;
    await expect(sites.findBySlug('a')).resolves.toBe(tenant);
  });

  it('does not keep, for an outage, what a load begun before its own write read', async () => {
    let clock = 0;
    const { repository, state } = outageRepository();
    let finish: (tenant: Tenant) => void = () => undefined;
    const loads = [new Promise<Tenant>((resolve) => (finish = resolve))];
    const sites = cachedSitesRepository(
      { ...repository, findBySlug: (slug) => loads.shift() ?? repository.findBySlug(slug) },
      { ttlMs: 5000, now: () => clock },
    );
    const read = sites.findBySlug('a');
    await sites.save({} as Tenant);
    finish({ site: { slug: 'a', name: 'as before the write' } } as unknown as Tenant);
    await read;
    state.down = true;
    clock = 1;
    await expect(sites.findBySlug('a')).rejects.toThrow('ECONNREFUSED');
  });
});
