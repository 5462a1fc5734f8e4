/**
 * A small least-recently-used map: reading or writing an entry makes it the newest; past `capacity` entries
 * the oldest are dropped first. A capacity of 0 keeps nothing.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.evict();
  }

  /** Changes the capacity, dropping the oldest entries when it shrinks. */
  resize(capacity: number): void {
    this.capacity = Math.max(0, capacity);
    this.evict();
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.capacity) return;
      this.entries.delete(key);
    }
  }
}
