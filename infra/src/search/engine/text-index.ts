import { grow } from './columns';
import { Posting } from './posting';
import { directValue, leafPaths, NOT_DIRECT, valuesAt } from './record-path';
import type { SearchableSlot } from './settings';
import { textOf, tokenize } from './text';
import { TypoTrie } from './typo-trie';

/** Dictionary words a query word reaches, with the typos each costs. */
export interface Candidates {
  ids: Int32Array;
  typos: Uint8Array;
}

const EMPTY: Candidates = { ids: new Int32Array(0), typos: new Uint8Array(0) };
const CACHE_LIMIT = 20000;
/**
 * Rows are also posted under the first 1..PREFIX_POSTINGS letters of their words, so a short prefix query word
 * ("m", "cx") reads one posting instead of OR-ing the postings of the thousands of words it starts.
 */
export const PREFIX_POSTINGS = 2;

/** Rows holding a word with some short beginning, with bounds over those words (as per word, see below). */
export interface PrefixEntry {
  posting: Posting;
  bestAttribute: number;
  slotMask: number;
}

/** TextIndex.head of a word, or of a beginning of 1 or 2 letters to test words against. */
export function headOf(word: string): number {
  return word.charCodeAt(0) * 65536 + (word.length >= 2 ? word.charCodeAt(1) : 0xffff);
}

/**
 * The inverted index over the searchable attributes: a dictionary of normalised words, one Posting per word
 * (the rows holding it anywhere), and per row its tokens as (word id, slot, position) triples in one shared
 * pool, which ranking and proximity read. Replaced rows leave garbage in the pool; it is compacted when the
 * garbage outgrows the live tokens.
 */
export class TextIndex {
  readonly words: string[] = [];
  readonly postings: Posting[] = [];
  /**
   * Per word, bounds over every row it was ever indexed in (kept through removals, so they stay lower bounds):
   * the best attribute score, and the slots it appeared in (bit s for slot s < 31; bit 31 for any later slot).
   */
  bestAttribute = new Int32Array(64);
  slotMask = new Int32Array(64);
  private readonly wordIds = new Map<string, number>();
  private sorted: Int32Array | null = null;
  private readonly trie = new TypoTrie();
  private readonly prefixes = new Map<string, PrefixEntry>();
  /** Per word: its first letter × 65536 + its second (0xffff for one-letter words), for prefix tests. */
  head = new Int32Array(64);
  private readonly cache = new Map<string, Candidates>();

  /** Token triples of all rows. */
  pool = new Int32Array(1024);
  private used = 0;
  private garbage = 0;
  rowStart: Int32Array;
  rowLength: Int32Array;

  /** Slots: configured searchable paths, or (when every attribute is searchable) paths found in the records. */
  readonly slots: SearchableSlot[];
  private readonly discover: boolean;

  constructor(slots: SearchableSlot[] | null, capacity: number) {
    this.discover = slots === null;
    this.slots = slots ? [...slots] : [];
    this.rowStart = new Int32Array(capacity);
    this.rowLength = new Int32Array(capacity);
  }

  private slotsScratch = new Int32Array(0);
  private slotsUsed: number[] = [];

  /**
   * A per-word buffer for the TextMatcher of the current query, all zero on return: the previous query's
   * entries (noted with noteCandidateSlots) are cleared first, so no query pays for the whole dictionary.
   */
  candidateSlots(dictionary: number): Int32Array {
    for (const id of this.slotsUsed) this.slotsScratch[id] = 0;
    this.slotsUsed = [];
    if (this.slotsScratch.length < dictionary) {
      this.slotsScratch = new Int32Array(Math.max(dictionary, this.slotsScratch.length * 2));
    }
    return this.slotsScratch;
  }

  noteCandidateSlots(ids: number[]): void {
    this.slotsUsed = ids;
  }

  wordId(word: string): number {
    return this.wordIds.get(word) ?? -1;
  }

  private idOf(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.postings.push(new Posting());
      this.bestAttribute = grow(this.bestAttribute, id + 1, 0);
      this.slotMask = grow(this.slotMask, id + 1, 0);
      this.head = grow(this.head, id + 1, 0);
      this.head[id] = headOf(word);
      this.bestAttribute[id] = 0x7fffffff;
      this.wordIds.set(word, id);
      this.trie.insert(word, id);
      this.sorted = null;
      this.cache.clear();
    }
    return id;
  }

  private discoverSlots(record: object): void {
    for (const path of leafPaths(record)) {
      if (!this.slots.some((slot) => slot.path === path)) this.slots.push({ path, level: 0, ordered: true });
    }
  }

  add(row: number, record: object, denseThreshold: number, scratch: unknown[]): void {
    if (this.discover) this.discoverSlots(record);
    this.rowStart = grow(this.rowStart, row + 1, 0);
    this.rowLength = grow(this.rowLength, row + 1, 0);
    const start = this.used;
    const seen = new Set<number>();
    for (let slot = 0; slot < this.slots.length; slot++) {
      const direct = directValue(record, this.slots[slot]!.path);
      let count: number;
      if (direct !== NOT_DIRECT) {
        scratch[0] = direct;
        count = 1;
      } else {
        scratch.length = 0;
        count = valuesAt(record, this.slots[slot]!.path, scratch).length;
      }
      let position = 0;
      for (let i = 0; i < count; i++) {
        const text = textOf(scratch[i]);
        if (text === undefined) continue;
        for (const word of tokenize(text)) {
          const id = this.idOf(word);
          if (this.used + 3 > this.pool.length) this.pool = grow(this.pool, this.used + 3, 0);
          this.pool[this.used++] = id;
          this.pool[this.used++] = slot;
          const info = this.slots[slot]!;
          const score = info.level * 1000 + (info.ordered ? Math.min(position, 999) : 0);
          if (score < this.bestAttribute[id]!) this.bestAttribute[id] = score;
          this.slotMask[id]! |= slot < 31 ? 1 << slot : 1 << 31;
          this.pool[this.used++] = position++;
          if (!seen.has(id)) {
            seen.add(id);
            this.postings[id]!.add(row, denseThreshold);
          }
        }
        position++; // array items are not neighbours
      }
    }
    this.rowStart[row] = start;
    this.rowLength[row] = this.used - start;
    for (const [prefix, ids] of this.prefixesOf(seen)) {
      let entry = this.prefixes.get(prefix);
      if (!entry) {
        entry = { posting: new Posting(), bestAttribute: 0x7fffffff, slotMask: 0 };
        this.prefixes.set(prefix, entry);
      }
      entry.posting.add(row, denseThreshold);
      for (const id of ids) {
        if (this.bestAttribute[id]! < entry.bestAttribute) entry.bestAttribute = this.bestAttribute[id]!;
        entry.slotMask |= this.slotMask[id]!;
      }
    }
  }

  /** Distinct beginnings (1..PREFIX_POSTINGS letters) of some words, with the words having each. */
  private prefixesOf(ids: Iterable<number>): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (const id of ids) {
      const word = this.words[id]!;
      for (let length = 1; length <= PREFIX_POSTINGS && length <= word.length; length++) {
        const prefix = word.slice(0, length);
        const list = out.get(prefix);
        if (list) list.push(id);
        else out.set(prefix, [id]);
      }
    }
    return out;
  }

  /** Rows holding a word that starts with `prefix` (PREFIX_POSTINGS letters at most), if any do. */
  prefixEntry(prefix: string): PrefixEntry | undefined {
    return this.prefixes.get(prefix);
  }

  remove(row: number): void {
    const start = this.rowStart[row]!;
    const end = start + this.rowLength[row]!;
    const done = new Set<number>();
    for (let i = start; i < end; i += 3) {
      const id = this.pool[i]!;
      if (!done.has(id)) {
        done.add(id);
        this.postings[id]!.remove(row);
      }
    }
    for (const prefix of this.prefixesOf(done).keys()) this.prefixes.get(prefix)?.posting.remove(row);
    this.garbage += end - start;
    this.rowLength[row] = 0;
  }

  /** Rewrites the pool without garbage once the garbage outgrows the live tokens (call between writes). */
  maybeCompact(rows: number): void {
    if (this.garbage < 4096 || this.garbage < this.used - this.garbage) return;
    const pool = new Int32Array(Math.max(1024, (this.used - this.garbage) * 1.25));
    let used = 0;
    for (let row = 0; row < rows; row++) {
      const length = this.rowLength[row]!;
      if (length === 0) continue;
      const start = this.rowStart[row]!;
      pool.set(this.pool.subarray(start, start + length), used);
      this.rowStart[row] = used;
      used += length;
    }
    this.pool = pool;
    this.used = used;
    this.garbage = 0;
  }

  private sortedIds(): Int32Array {
    if (!this.sorted) {
      const ids = Array.from(this.words.keys());
      ids.sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : this.words[a]! > this.words[b]! ? 1 : 0));
      this.sorted = Int32Array.from(ids);
    }
    return this.sorted;
  }

  /** Words starting with `prefix`, by binary search over the sorted dictionary. */
  private prefixRange(prefix: string): Int32Array {
    const sorted = this.sortedIds();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[sorted[mid]!]! < prefix) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < sorted.length && this.words[sorted[end]!]!.startsWith(prefix)) end++;
    return sorted.subarray(low, end);
  }

  /**
   * Dictionary words within `maxTypos` of a query word (Damerau-Levenshtein), or whose beginning is, for the
   * prefix word. Cached per (word, prefix, typos) until the dictionary gains a word.
   */
  candidates(word: string, prefix: boolean, maxTypos: number): Candidates {
    const key = `${prefix ? 'p' : 'w'}${maxTypos}:${word}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let result: Candidates;
    if (maxTypos === 0 && !prefix) {
      const id = this.wordIds.get(word);
      result = id === undefined ? EMPTY : { ids: Int32Array.of(id), typos: new Uint8Array(1) };
    } else if (maxTypos === 0) {
      const ids = this.prefixRange(word);
      result = { ids: ids.slice(), typos: new Uint8Array(ids.length) };
    } else {
      const ids: number[] = [];
      const typos: number[] = [];
      this.trie.search(word, maxTypos, prefix, (id, typo) => {
        ids.push(id);
        typos.push(typo);
      });
      result = { ids: Int32Array.from(ids), typos: Uint8Array.from(typos) };
    }
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, result);
    return result;
  }

  get bytes(): number {
    let bytes = this.pool.byteLength + this.rowStart.byteLength + this.rowLength.byteLength;
    for (const posting of this.postings) bytes += posting.bytes + 48;
    for (const entry of this.prefixes.values()) bytes += entry.posting.bytes + 64;
    return bytes + this.words.length * 64;
  }
}
