import type { Db } from '../../db/db';
import { cachedSitesRepository } from '../cached-sites-repository';
import type { SitesRepository, Tenant } from '../sites-repository';

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
