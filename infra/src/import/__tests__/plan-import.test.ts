import type { StoredCarKey } from '../../cars/cars-repository';
import { validateFeed, type FeedRow } from '../../feed';
import type { StockDealership } from '../../sites/dealership-directory';
import { assignIds, planImport, type PlanInput } from '../plan-import';

const NOW = new Date('2026-03-10T00:00:00Z');
const location = {
  id: 101,
  dealership_id: 11,
  slug: 'main-yard',
  name: 'Main Yard',
  street: '1 Main Road',
  city: 'Maroochydore',
  state: 'QLD',
  postcode: '4558',
  place_url: null,
  phone: '07 5443 2100',
};
const dealership: StockDealership = {
  id: 11,
  site_id: 1,
  site_slug: 'site',
  slug: 'main',
  name: 'Main',
  manufacturers: [],
  kind: 'franchise',
  used_only: false,
  stock_weight: null,
  subscription: false,
  primary: true,
  location,
};
const VIN_A = 'JM0KF4WLA00000001';
const VIN_B = 'JM0KF4WLA00000002';

function row(line: number, data: Record<string, unknown>): FeedRow {
  return {
    line,
    index: line - 2,
    data: { make: 'Mazda', model: 'CX-5', year: 2024, price: 40000, car_type: 'new', ...data },
    problems: [],
  };
}

function stored(
  id: number,
  stocknum: string | null,
  vin: string | null,
  hash: string | null = 'old',
): StoredCarKey {
  return {
    id,
    dealership_id: 11,
    stocknum,
    vin,
    content_hash: hash,
    status: 'in_stock',
    sold_date_timestamp: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

function plan(rows: FeedRow[], extra: Partial<PlanInput> = {}) {
  const validation = validateFeed(rows, {
    dealerships: [{ id: 11, slug: 'main' }],
    primaryDealershipSlug: 'main',
    now: NOW,
  });
  return planImport({
    siteId: 1,
    valid: validation.valid,
    rejectedData: validation.rejected.map((r) => ({ row: r, data: rows[r.index]!.data })),
    stored: [],
    vinOwners: [],
    dealerships: [dealership],
    locations: [location],
    now: NOW,
    ...extra,
  });
}

describe('planImport (issue 3 item 4 upsert rules)', () => {
  it('inserts new cars with provisional ids, then gives them real ids and slugs', () => {
    const result = plan([row(2, { stocknum: 'A1' }), row(3, { vin: VIN_A })]);
    expect(result.inserts.map((r) => r.id)).toEqual([-1, -2]);
    assignIds(result.inserts, [41, 42]);
    expect(result.inserts.map((r) => [r.id, r.slug])).toEqual([
      [41, '2024-mazda-cx-5-41'],
      [42, '2024-mazda-cx-5-42'],
    ]);
    expect(result.inserts[1]).toMatchObject({
      stocknum: null,
      city: 'Maroochydore',
      state: 'QLD',
      location_id: 101,
    });
  });

  it('matches by dealership + stock number, else by VIN', () => {
    const result = plan([row(2, { stocknum: 'A1' }), row(3, { stocknum: 'NEW', vin: VIN_B })], {
      stored: [stored(7, 'A1', null), stored(8, 'OLD', VIN_B)],
    });
    expect(result.updates.map((r) => [r.id, r.stocknum])).toEqual([
      [7, 'A1'],
      [8, 'NEW'],
    ]);
    expect([...result.keepIds].sort()).toEqual([7, 8]);
  });

  it('rejects rows whose stock number and VIN name different cars, or whose VIN is another site’s', () => {
    const result = plan([row(2, { stocknum: 'A1', vin: VIN_B }), row(3, { stocknum: 'Z9', vin: VIN_A })], {
      stored: [stored(7, 'A1', null), stored(8, 'B2', VIN_B)],
      vinOwners: [{ id: 99, vin: VIN_A, site_id: 2 }],
    });
    expect(result.rejected).toEqual([
      {
        line: 2,
        row: 1,
        stocknum: 'A1',
        vin: VIN_B,
        errors: [expect.stringMatching(/"A1" is car 7 but VIN .* is car 8/)],
      },
      {
        line: 3,
        row: 2,
        stocknum: 'Z9',
        vin: VIN_A,
        errors: [expect.stringMatching(/VIN .* belongs to car 99 of another site/)],
      },
    ]);
    expect(result.inserts.length + result.updates.length).toBe(0);
    // Rejected, the rows still name their cars: a full feed marks none of them sold.
    expect([...result.keepIds].sort()).toEqual([7, 8]);
  });

  it('keeps the car a row names by stock number when its VIN is another site’s', () => {
    const result = plan([row(2, { stocknum: 'A1', vin: VIN_A })], {
      stored: [stored(7, 'A1', null)],
      vinOwners: [{ id: 99, vin: VIN_A, site_id: 2 }],
    });
    expect(result.rejected).toHaveLength(1);
    expect([...result.keepIds]).toEqual([7]);
  });

  it("does not let a dealership's own feed take a car another dealership lists, by its VIN", () => {
    const other = { ...dealership, id: 12, slug: 'other', primary: false };
    const theirs = (status: StoredCarKey['status']) => ({
      ...stored(8, 'T1', VIN_A),
      dealership_id: 12,
      status,
    });
    const feed = [row(2, { stocknum: 'M1', vin: VIN_A })];
    const own = plan(feed, { stored: [theirs('in_stock')], dealerships: [dealership, other], feedFor: 11 });
    expect(own.rejected).toEqual([
      {
        line: 2,
        row: 1,
        stocknum: 'M1',
        vin: VIN_A,
        errors: ["VIN JM0KF4WLA00000001 is car 8 of other, which lists it: this feed is main's"],
      },
    ]);
    expect(own.updates).toEqual([]);
    // The whole site's feed may move it; and a car the other dealership has sold may come over.
    const site = plan(feed, { stored: [theirs('in_stock')], dealerships: [dealership, other] });
    expect(site.updates.map((r) => [r.id, r.dealership_id])).toEqual([[8, 11]]);
    const handed = plan(feed, { stored: [theirs('sold')], dealerships: [dealership, other], feedFor: 11 });
    expect(handed.updates.map((r) => [r.id, r.dealership_id])).toEqual([[8, 11]]);
  });

  it('rejects a second row naming the same car, and a number kept by a car the feed leaves alone', () => {
    const result = plan(
      [
        row(2, { stocknum: 'A1' }),
        row(3, { stocknum: 'C3', vin: VIN_A }),
        row(4, { stocknum: 'B2', vin: VIN_B }),
      ],
      {
        stored: [stored(7, 'A1', VIN_A), stored(8, 'B2', null)],
      },
    );
    expect(result.rejected.map((r) => [r.line, r.errors[0]])).toEqual([
      [3, 'names the same car (7) as line 2, row 1'],
    ]);
    expect(result.updates.map((r) => r.id)).toEqual([7, 8]);
    const kept = plan([row(2, { stocknum: 'A1', vin: VIN_B })], {
      stored: [stored(8, 'Q', VIN_B), stored(7, 'A1', null)],
    });
    expect(kept.rejected).toHaveLength(1);
  });

  it('writes nothing for an unchanged row, and keeps the cars named by rejected rows', () => {
    const first = plan([row(2, { stocknum: 'A1' })]);
    const hash = first.inserts[0]!.content_hash;
    const again = plan([row(2, { stocknum: 'A1' }), row(3, { stocknum: 'B2', price: -1 })], {
      stored: [stored(7, 'A1', null, hash), stored(8, 'B2', null)],
    });
    expect(again.unchangedIds).toEqual([7]);
    expect(again.inserts.length + again.updates.length).toBe(0);
    expect([...again.keepIds].sort()).toEqual([7, 8]);
    expect(again.rejected).toEqual([
      { line: 3, row: 2, stocknum: 'B2', vin: null, errors: ['price must not be negative'] },
    ]);
  });

  it('keeps the sold date of a car that was sold, and dates a newly sold one now', () => {
    const soldBefore = {
      ...stored(7, 'A1', null),
      status: 'sold' as const,
      sold_date_timestamp: 1_700_000_000,
    };
    const result = plan(
      [row(2, { stocknum: 'A1', status: 'sold' }), row(3, { stocknum: 'B2', status: 'sold' })],
      {
        stored: [soldBefore],
      },
    );
    expect(result.updates[0]!.sold_date_timestamp).toBe(1_700_000_000);
    expect(result.inserts[0]!.sold_date_timestamp).toBe(NOW.getTime() / 1000);
  });
});
