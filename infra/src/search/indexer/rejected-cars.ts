/** A car whose record the search service refuses (see CarIndexer): set aside, not retried. */
export interface RejectedCar {
  carId: number;
  /** The service's message the last time it refused the record. */
  reason: string;
  /** When the car was first refused (ms), since when it is out of the index. */
  since: number;
}

/**
 * The cars whose records the search service refused, in this process: not retried until the car changes
 * again or a full build reads every car. A car refused again stays with its first `since`.
 */
export class RejectedCars {
  private readonly cars = new Map<number, RejectedCar>();

  get size(): number {
    return this.cars.size;
  }

  /** Sets these cars aside (refused at `at`); returns the ones that were not already. */
  add(rejected: readonly { carId: number; reason: string }[], at: number): RejectedCar[] {
    const added: RejectedCar[] = [];
    for (const { carId, reason } of rejected) {
      const entry = this.cars.get(carId);
      if (entry) {
        entry.reason = reason;
        continue;
      }
      const car = { carId, reason, since: at };
      this.cars.set(carId, car);
      added.push(car);
    }
    return added;
  }

  /** The index took these cars' writes (their records, or their deletion): they are no longer refused. */
  remove(carIds: readonly number[]): void {
    for (const carId of carIds) this.cars.delete(carId);
  }

  /**
   * A full build read every car and the service refused exactly these: the others go. Returns the cars that
   * were not set aside before.
   */
  replace(rejected: readonly { carId: number; reason: string }[], at: number): RejectedCar[] {
    const refused = new Set(rejected.map((car) => car.carId));
    for (const carId of this.cars.keys()) if (!refused.has(carId)) this.cars.delete(carId);
    return this.add(rejected, at);
  }

  /** The first `limit` cars in id order. */
  list(limit: number): RejectedCar[] {
    return [...this.cars.values()]
      .sort((a, b) => a.carId - b.carId)
      .slice(0, limit)
      .map((car) => ({ ...car }));
  }
}
