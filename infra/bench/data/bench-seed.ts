import { seedInventory } from '../../src/seeding/seed-inventory';
import { tempPlatform } from './temp-platform';

export interface SeedFigure {
  what: string;
  cars: number;
  seconds: number;
  carsPerSecond: number;
}

/**
 * First start on an empty DATA_DIR (migrations, nine demo tenants and DEMO_CARS cars), then `seed --cars N`
 * on a fresh DATA_DIR for each size.
 */
export async function benchSeed(sizes: readonly number[]): Promise<SeedFigure[]> {
  const figures: SeedFigure[] = [];
  const first = await tempPlatform(10_000);
  try {
    const cars = first.platform.inventory?.cars ?? 0;
    figures.push({
      what: 'first start (migrate, demo tenants, 10,000 cars)',
      cars,
      seconds: first.openSeconds,
      carsPerSecond: cars / first.openSeconds,
    });
  } finally {
    await first.dispose();
  }
  for (const size of sizes) {
    const temp = await tempPlatform(0);
    try {
      const report = (await seedInventory(temp.platform.db, { cars: size }))!;
      figures.push({
        what: `seed --cars ${size}`,
        cars: report.cars,
        seconds: report.seconds,
        carsPerSecond: report.cars / report.seconds,
      });
    } finally {
      await temp.dispose();
    }
  }
  return figures;
}
