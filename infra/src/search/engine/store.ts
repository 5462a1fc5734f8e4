import { clearBit, newBits, setBitGrow, toRows, wordsFor, type Bits } from './bitset';
import { FacetColumn, NumericColumn } from './columns';
import { valuesAt, numberOf, type SearchRecord } from './record-path';
import type { FacetAttribute, SearchableSlot } from './settings';
import { SortOrder } from './sort-order';
import { TextIndex } from './text-index';

export interface StoreLayout {
  /** null: every attribute is searchable. */
  searchable: SearchableSlot[] | null;
  facets: FacetAttribute[];
}

export interface SortSpec {
  path: string;
  desc: boolean;
}

/** Past this share of the rows changed at once, presorted orders are re-sorted rather than merged. */
const RESORT_SHARE = 0.25;
const ABSENT_LIMIT = 256;

/**
 * The columnar store of one index (shared by its replicas): records by row, a live-row bitset, a FacetColumn
 * per facet attribute, lazily built NumericColumns for any numeric path, the TextIndex, and presorted orders.
 * Rows are slots: a deleted row's slot is reused, a replaced record keeps its row.
 */
export class IndexStore {
  records: (SearchRecord | undefined)[] = [];
  readonly objectIDs: (string | undefined)[] = [];
  private readonly rowOf = new Map<string, number>();
  private free: number[] = [];
  /** One past the highest row ever used: the length query bitsets cover. */
  end = 0;
  size = 0;
  alive: Bits;
  readonly facets = new Map<string, FacetColumn>();
  readonly numerics = new Map<string, NumericColumn>();
  readonly text: TextIndex;
  private readonly orders = new Map<string, SortOrder>();
  private readonly absentNumeric = new Set<string>();
  private capacity: number;
  private readonly scratch: unknown[] = [];
  /** Incremented on every write; caches key on it. */
  version = 0;
  private batchDepth = 0;
  /** Rows written since the orders were last brought up to date. */
  private pendingRows: number[] = [];
  private memoVersion = -1;
  private readonly memos = new Map<string, unknown>();

  constructor(
    readonly layout: StoreLayout,
    capacity = 1024,
  ) {
    this.capacity = Math.max(64, capacity);
    this.alive = newBits(wordsFor(this.capacity));
    this.text = new TextIndex(layout.searchable, this.capacity);
    for (const facet of layout.facets)
      this.facets.set(facet.path, new FacetColumn(facet.path, this.capacity));
  }

  get words(): number {
    return wordsFor(this.end);
  }

  private get denseThreshold(): number {
    return Math.max(64, this.capacity >>> 5);
  }

  /**
   * Announces `rows` more rows: postings pick list or bitset by the share of rows holding a value, so a bulk
   * load should be judged against its final size (else early values turn dense too soon).
   */
  reserve(rows: number): void {
    this.capacity = Math.max(this.capacity, this.size + rows);
  }

  has(objectID: string): boolean {
    return this.rowOf.has(objectID);
  }

  get(objectID: string): SearchRecord | undefined {
    const row = this.rowOf.get(objectID);
    return row === undefined ? undefined : this.records[row];
  }

  rowOfId(objectID: string): number | undefined {
    return this.rowOf.get(objectID);
  }

  /** Adds or replaces a record. The store keeps the object: callers must not change it afterwards. */
  save(record: SearchRecord): void {
    const id = record.objectID;
    let row = this.rowOf.get(id);
    const existing = row !== undefined;
    if (existing) {
      this.unindex(row!);
    } else {
      row = this.free.pop() ?? this.end++;
      if (row >= this.capacity) this.capacity = Math.max(row + 1, this.capacity * 2);
      this.rowOf.set(id, row);
      this.size++;
    }
    const r = row!;
    this.records[r] = record;
    this.objectIDs[r] = id;
    this.alive = setBitGrow(this.alive, r);
    this.index(r, record);
    this.touch(r);
  }

  delete(objectID: string): boolean {
    const row = this.rowOf.get(objectID);
    if (row === undefined) return false;
    this.unindex(row);
    clearBit(this.alive, row);
    this.records[row] = undefined;
    this.objectIDs[row] = undefined;
    this.rowOf.delete(objectID);
    this.free.push(row);
    this.size--;
    this.touch(row);
    return true;
  }

  /**
   * Groups writes: the presorted orders are brought up to date once at the end (the written rows taken out,
   * sorted, and merged back in: O(rows + changes·log) per order), the text pool compacted if worth it.
   */
  batch<T>(write: () => T): T {
    this.batchDepth++;
    try {
      return write();
    } finally {
      if (--this.batchDepth === 0) this.settle();
    }
  }

  private touch(row: number): void {
    this.version++;
    this.pendingRows.push(row);
    if (this.batchDepth === 0) this.settle();
  }

  private settle(): void {
    this.text.maybeCompact(this.end);
    if (this.pendingRows.length === 0) return;
    const rows = Int32Array.from(new Set(this.pendingRows));
    this.pendingRows = [];
    const resort = rows.length > this.size * RESORT_SHARE;
    for (const order of this.orders.values()) {
      if (order.dirty || resort) order.rebuild(this.liveRows());
      else order.update(rows, this.alive);
    }
  }

  private index(row: number, record: SearchRecord): void {
    const threshold = this.denseThreshold;
    for (const column of this.facets.values()) column.add(row, record, threshold, this.scratch);
    for (const column of this.numerics.values()) column.add(row, record, this.scratch);
    this.text.add(row, record, threshold, this.scratch);
    if (this.absentNumeric.size > 0) {
      for (const path of this.absentNumeric) {
        this.scratch.length = 0;
        if (valuesAt(record, path, this.scratch).some((v) => numberOf(v) !== undefined)) {
          this.absentNumeric.delete(path);
        }
      }
    }
  }

  private unindex(row: number): void {
    for (const column of this.facets.values()) column.remove(row);
    for (const column of this.numerics.values()) column.remove(row);
    this.text.remove(row);
  }

  /** A value computed once per version of the data (cleared by any write). */
  memo<T>(key: string, compute: () => T): T {
    if (this.memoVersion !== this.version) {
      this.memos.clear();
      this.memoVersion = this.version;
    }
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = compute();
    this.memos.set(key, value);
    return value;
  }

  private bitsVersion = -1;
  private readonly bitsCache = new Map<string, Uint32Array>();

  /**
   * Filter results (one bitset per filter leaf, and per secured-key filter) kept until the next write, the
   * least recently used dropped past 256 entries. The bitset is shared: callers read it and never change it.
   */
  cachedBits(key: string, compute: () => Uint32Array): Uint32Array {
    if (this.bitsVersion !== this.version) {
      this.bitsCache.clear();
      this.bitsVersion = this.version;
    }
    let bits = this.bitsCache.get(key);
    if (bits) {
      this.bitsCache.delete(key);
    } else {
      bits = compute();
      if (this.bitsCache.size >= 256) this.bitsCache.delete(this.bitsCache.keys().next().value!);
    }
    this.bitsCache.set(key, bits);
    return bits;
  }

  liveRows(): Int32Array {
    return toRows(this.alive);
  }

  /** The numeric column of a path, built from the records on first use; undefined if no record has a number there. */
  numeric(path: string): NumericColumn | undefined {
    let column = this.numerics.get(path);
    if (column) return column;
    if (this.absentNumeric.has(path)) return undefined;
    column = new NumericColumn(path, this.capacity);
    let found = false;
    for (let row = 0; row < this.end; row++) {
      const record = this.records[row];
      if (!record) continue;
      column.add(row, record, this.scratch);
      if (!found && column.kinds[row] !== 0) found = true;
    }
    if (!found) {
      if (this.absentNumeric.size >= ABSENT_LIMIT) this.absentNumeric.clear();
      this.absentNumeric.add(path);
      return undefined;
    }
    this.numerics.set(path, column);
    return column;
  }

  /** The presorted order for these sort keys (then objectID), built on first use and kept up to date. */
  order(specs: SortSpec[]): SortOrder {
    const signature = specs.map((spec) => `${spec.desc ? 'd' : 'a'}:${spec.path}`).join('|');
    let order = this.orders.get(signature);
    // A key whose attribute had no numbers yet may have gained some: resolve the keys again.
    if (order && order.keys.length < specs.length && specs.every((spec) => this.numeric(spec.path))) {
      order = undefined;
    }
    if (!order) {
      const keys = [];
      for (const spec of specs) {
        const column = this.numeric(spec.path);
        if (column) keys.push({ column, desc: spec.desc });
      }
      order = new SortOrder(keys, this.objectIDs, this.capacity);
      this.orders.set(signature, order);
    }
    if (order.dirty) order.rebuild(this.liveRows());
    return order;
  }

  get bytes(): number {
    let bytes = this.alive.byteLength + this.text.bytes;
    for (const column of this.facets.values()) bytes += column.bytes;
    for (const column of this.numerics.values()) bytes += column.bytes;
    for (const order of this.orders.values()) bytes += order.order.byteLength + order.rankOf.byteLength;
    return bytes;
  }
}
