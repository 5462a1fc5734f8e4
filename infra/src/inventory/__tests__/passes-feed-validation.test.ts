import { validateFeed } from '../../feed/validate-feed';
import { generateInventory } from '../inventory-rows';
import { ALL_DEALERS, NOW } from './dealerships';

describe('generated inventory against the feed validator (issue 3 items 3 and 4)', () => {
  it('passes validation as a feed, with only importer-assigned fields ignored', () => {
    const cars = generateInventory({ cars: 3_000, dealerships: ALL_DEALERS, now: NOW, seed: 5 });
    const rows = cars.map((car, index) => ({
      line: index + 2,
      index,
      data: JSON.parse(JSON.stringify(car)) as unknown,
      problems: [],
    }));
    const context = {
      dealerships: ALL_DEALERS.map(({ id, slug }) => ({ id, slug })),
      primaryDealershipSlug: ALL_DEALERS[0]!.slug,
      now: NOW,
    };
    const result = validateFeed(rows, context);
    expect(result.rejected).toEqual([]);
    expect(result.valid).toHaveLength(cars.length);
    const warnings = new Set(result.valid.flatMap((row) => row.warnings));
    expect([...warnings].every((w) => / ignored: assigned by the importer$/.test(w))).toBe(true);
    const [first] = result.valid;
    expect(first?.car).toMatchObject({
      stocknum: cars[0]?.stocknum,
      vin: cars[0]?.vin,
      price: cars[0]?.price,
      images: cars[0]?.images,
      finance_lenders: cars[0]?.finance_lenders,
      dealership_id: cars[0]?.dealership_id,
    });
  });
});
