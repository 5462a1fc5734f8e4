/** Called with the ids of cars that were inserted, changed, marked sold or deleted: re-read them. */
export type CarsChangedListener = (carIds: number[]) => void | Promise<void>;

/**
 * The platform's small event emitter for inventory changes (issue 3 item 4): the importer and the seeder
 * emit after they commit, and the search indexer (issue 4) subscribes to update its index incrementally.
 */
export interface CarEvents {
  /** Subscribes; returns the unsubscribe function. */
  onCarsChanged(listener: CarsChangedListener): () => void;
  /** Calls every listener in turn; a listener's failure is reported and does not stop the others. */
  emitCarsChanged(carIds: number[]): Promise<void>;
}

export function createCarEvents(onListenerError: (error: unknown) => void = () => undefined): CarEvents {
  const listeners = new Set<CarsChangedListener>();
  return {
    onCarsChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emitCarsChanged(carIds) {
      if (carIds.length === 0) return;
      for (const listener of [...listeners]) {
        try {
          await listener(carIds);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
