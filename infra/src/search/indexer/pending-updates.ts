import type { PendingCar } from './search-outbox';

interface Entry extends PendingCar {
  /** Whether the search outbox has this entry as it is now (its changedAt). */
  kept: boolean;
}

/**
 * The cars whose index update failed, in this process: what the indexer retries. One entry a car, however
 * many of its changes failed: a retry re-reads the car, so the latest write covers every earlier change.
 */
export class PendingUpdates {
  private readonly cars = new Map<number, Entry>();

  get size(): number {
    return this.cars.size;
  }

  /** The cars waiting, in id order. */
  ids(): number[] {
    return [...this.cars.keys()].sort((a, b) => a - b);
  }

  /** The oldest change waiting (ms), null when none. */
  oldest(): number | null {
    let oldest: number | null = null;
    for (const entry of this.cars.values()) if (oldest === null || entry.since < oldest) oldest = entry.since;
    return oldest;
  }

  /** Cars of an update (of changes made by `changedAt`) that did not reach the index. */
  add(carIds: readonly number[], changedAt: number): void {
    for (const carId of carIds) {
      const entry = this.cars.get(carId);
      if (!entry) this.cars.set(carId, { carId, since: changedAt, changedAt, kept: false });
      else if (changedAt > entry.changedAt) Object.assign(entry, { changedAt, kept: false });
    }
  }

  /** Cars the search outbox holds (taken over from a server that stopped, or this one's own). */
  merge(cars: readonly PendingCar[]): void {
    for (const car of cars) {
      const entry = this.cars.get(car.carId);
      if (!entry) {
        this.cars.set(car.carId, { ...car, kept: true });
        continue;
      }
      entry.since = Math.min(entry.since, car.since);
      if (car.changedAt >= entry.changedAt) Object.assign(entry, { changedAt: car.changedAt, kept: true });
    }
  }

  /** Entries the search outbox does not have yet. */
  unkept(): PendingCar[] {
    return [...this.cars.values()]
      .filter((entry) => !entry.kept)
      .map(({ carId, since, changedAt }) => ({ carId, since, changedAt }));
  }

  /** The outbox has these entries now (unless the car changed again meanwhile). */
  markKept(cars: readonly PendingCar[]): void {
    for (const car of cars) {
      const entry = this.cars.get(car.carId);
      if (entry && entry.changedAt === car.changedAt) entry.kept = true;
    }
  }

  /**
   * These cars' records were written from a read started at `readAt`: it covers every change before it (a
   * later update of the car supersedes the pending one). Returns the cars that went.
   */
  settle(carIds: readonly number[], readAt: number): number[] {
    const settled: number[] = [];
    for (const carId of carIds) {
      const entry = this.cars.get(carId);
      if (entry && entry.changedAt <= readAt) {
        this.cars.delete(carId);
        settled.push(carId);
      }
    }
    return settled;
  }

  /** A full build that started at `startedAt` is done: it read every car after the changes before it. */
  clearBefore(startedAt: number): number {
    let cleared = 0;
    for (const [carId, entry] of this.cars) {
      if (entry.changedAt < startedAt) {
        this.cars.delete(carId);
        cleared++;
      }
    }
    return cleared;
  }
}
