/**
 * A small first-in-first-out map: past `capacity` entries the first written are dropped first, however often
 * they are read (spec §4: the oldest fetched result is dropped first). Writing a key again counts as a new
 * entry. A capacity of 0 keeps nothing.
 */
export class FifoCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
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
