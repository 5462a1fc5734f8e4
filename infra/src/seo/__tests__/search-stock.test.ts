import { createCarEvents } from '../../cars/car-events';
import type { Tenant } from '../../sites/tenant';
import { createSiteStockLines } from '../search-stock';

const tenant = (id: number) => ({ site: { id, slug: `site-${id}` } }) as Tenant;

describe('createSiteStockLines', () => {
  it('reads a site’s rows once for a burst of pages, and again after an inventory change', async () => {
    const queried: unknown[][] = [];
    const events = createCarEvents();
    const lines = createSiteStockLines({
      db: {
        query: async <T>(_sql: string, params: unknown[] = []) => {
          queried.push(params);
          return [] as T[];
        },
      },
      stockFilter: async () => null,
      now: () => Date.now(),
      events,
    });
    await Promise.all([lines(tenant(1)), lines(tenant(1)), lines(tenant(1))]);
    await lines(tenant(2));
    expect(queried).toEqual([[1], [2]]);

    await events.emitCarsChanged([42]);
    await lines(tenant(1));
    expect(queried).toEqual([[1], [2], [1]]);
  });
});
