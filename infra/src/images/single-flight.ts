/**
 * Runs one task per key at a time: callers asking for a key that is already being produced wait for the
 * same promise instead of starting their own (so concurrent requests for one uncached variant render once).
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** The task's result; `shared` is true for callers that joined a task already under way. */
  async run(key: string, task: () => Promise<T>): Promise<{ value: T; shared: boolean }> {
    const existing = this.running.get(key);
    if (existing) return { value: await existing, shared: true };
    const promise = task().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return { value: await promise, shared: false };
  }

  get size(): number {
    return this.running.size;
  }
}
