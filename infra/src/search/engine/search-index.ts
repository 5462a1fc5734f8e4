import { executeBrowse, type BrowseResponse } from './browse';
import { badRequest, SearchError } from './errors';
import type { FilterNode } from './filter-ast';
import { evalFilter, evalFilterCached } from './filter-eval';
import { buildFilter } from './filters';
import { decodeParams, type SearchParams } from './params';
import { executeSearch, match, type SearchResponse } from './query';
import { planRanking, type RankPlan } from './rank';
import type { SearchRecord } from './record-path';
import { retrieve } from './retrieve';
import {
  compileRanking,
  DEFAULT_SETTINGS,
  mergeSettings,
  parseFacetAttributes,
  parseSearchableAttributes,
  STRUCTURAL_SETTINGS,
  type IndexSettings,
} from './settings';
import { IndexStore, type StoreLayout } from './store';
import { tokenize } from './text';
import { toRows } from './bitset';

export interface QueryContext {
  /** ANDed with the query's own filters (a secured key's embedded `filters`); never replaced by them. */
  filter?: FilterNode | null;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** Built-in partial update operations (`{"_operation": "Increment", "value": 1}`). */
interface Operation {
  _operation: 'Increment' | 'Decrement' | 'Add' | 'Remove' | 'AddUnique' | 'IncrementFrom' | 'IncrementSet';
  value: unknown;
}

const CHUNK = 5000;

/** A record write, replayable: run on the live store, then again on a store rebuilt meanwhile. */
type Write = (store: IndexStore) => IndexStore | void;

function layoutOf(settings: IndexSettings): StoreLayout {
  const facets = parseFacetAttributes(settings.attributesForFaceting);
  if (!facets.some((facet) => facet.path === '_tags')) {
    facets.push({ path: '_tags', filterOnly: true, searchable: false });
  }
  return {
    searchable: settings.searchableAttributes
      ? parseSearchableAttributes(settings.searchableAttributes)
      : null,
    facets,
  };
}

/** Checks a record the way Algolia does and normalises its objectID to a string. */
export function checkRecord(value: unknown, position = 0): SearchRecord {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Record at the position ${position} is not an object`);
  }
  const record = value as Record<string, unknown>;
  const id = record.objectID;
  if (typeof id === 'number' && Number.isFinite(id)) return { ...record, objectID: String(id) };
  if (typeof id !== 'string' || id === '') {
    throw badRequest(`Record at the position ${position} objectID=${String(id)} is missing a valid objectID`);
  }
  return record as SearchRecord;
}

function applyOperation(current: unknown, operation: Operation): unknown {
  const value = operation.value;
  const list = Array.isArray(current) ? [...current] : current === undefined ? [] : [current];
  switch (operation._operation) {
    case 'Increment':
      return (typeof current === 'number' ? current : 0) + Number(value);
    case 'Decrement':
      return (typeof current === 'number' ? current : 0) - Number(value);
    case 'IncrementFrom':
    case 'IncrementSet':
      return typeof current === 'number' ? current + 1 : value;
    case 'Add':
      return [...list, value];
    case 'AddUnique':
      return list.includes(value) ? list : [...list, value];
    case 'Remove':
      return list.filter((item) => item !== value);
    default:
      throw badRequest(`Unknown partial update operation "${String((operation as Operation)._operation)}"`);
  }
}

/**
 * One index (or replica) of the engine. Replicas share their primary's store and keep their own ranking
 * settings (ranking, customRanking, pagination, defaults); record writes go through the primary.
 */
export class SearchIndex {
  private current: IndexSettings;
  private ownStore: IndexStore | null;
  readonly createdAt = new Date();
  /** Last write to the records or settings (a replica reports its primary's record writes). */
  private changedAt = new Date();
  private plan: RankPlan;
  readonly replicas = new Set<SearchIndex>();
  /** The async rebuilds, one after the other; settled when none is running. */
  private rebuilds: Promise<void> = Promise.resolve();
  /** While a rebuild runs: the writes applied meanwhile, replayed on the new store before it is swapped in. */
  private journal: Write[] | null = null;

  constructor(
    readonly name: string,
    settings: Partial<IndexSettings> = {},
    readonly primary: SearchIndex | null = null,
  ) {
    this.current = mergeSettings(DEFAULT_SETTINGS, settings as Record<string, unknown>);
    if (primary) this.current.primary = primary.name;
    this.ownStore = primary ? null : new IndexStore(layoutOf(this.current));
    this.plan = planRanking(compileRanking(this.current));
  }

  get store(): IndexStore {
    return this.primary ? this.primary.store : this.ownStore!;
  }

  get settings(): IndexSettings {
    return this.current;
  }

  get nbRecords(): number {
    return this.store.size;
  }

  get updatedAt(): Date {
    const primary = this.primary?.changedAt;
    return primary && primary > this.changedAt ? primary : this.changedAt;
  }

  private changed(): void {
    this.changedAt = new Date();
  }

  /** Updates settings; a change of searchableAttributes or attributesForFaceting rebuilds the store. */
  setSettings(patch: Partial<IndexSettings> | Record<string, unknown>): void {
    const next = mergeSettings(this.current, patch as Record<string, unknown>);
    const structural = STRUCTURAL_SETTINGS.some(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(this.current[key]),
    );
    this.changed();
    this.current = next;
    this.plan = planRanking(compileRanking(next));
    if (structural && !this.primary) this.replaceStore(this.records());
    this.warm();
  }

  /**
   * Same as setSettings, but a rebuild runs in chunks so queries keep being answered meanwhile (on the old
   * settings and data); writes made during it are replayed on the new store, so none is lost.
   */
  setSettingsAsync(patch: Partial<IndexSettings> | Record<string, unknown>): Promise<void> {
    compileRanking(mergeSettings(this.current, patch as Record<string, unknown>)); // bad settings: a 400 now
    return this.afterRebuilds(async () => {
      const next = mergeSettings(this.current, patch as Record<string, unknown>);
      this.changed();
      const structural = STRUCTURAL_SETTINGS.some(
        (key) => JSON.stringify(next[key]) !== JSON.stringify(this.current[key]),
      );
      if (structural && !this.primary) await this.rebuild(layoutOf(next), this.records());
      this.current = next;
      this.plan = planRanking(compileRanking(next));
      this.warm();
    });
  }

  /**
   * Takes another index's records and settings at once (Algolia's move), keeping its own replicas, which
   * then read the new records.
   */
  takeOver(source: SearchIndex): void {
    this.writable();
    this.changed();
    this.ownStore = source.store;
    this.current = { ...source.current, replicas: this.current.replicas };
    this.plan = planRanking(compileRanking(this.current));
    this.warm();
  }

  /** Settles when no async rebuild is running or queued. */
  idle(): Promise<void> {
    return this.rebuilds;
  }

  private afterRebuilds(task: () => Promise<void>): Promise<void> {
    const run = this.rebuilds.then(task);
    this.rebuilds = run.catch(() => undefined);
    return run;
  }

  /** Builds a new store from records in chunks, replays the writes made meanwhile, then swaps it in. */
  private async rebuild(layout: StoreLayout, records: SearchRecord[]): Promise<void> {
    this.journal = [];
    try {
      let store = await buildStoreAsync(layout, records);
      for (const write of this.journal) store = write(store) ?? store;
      this.ownStore = store;
    } finally {
      this.journal = null;
    }
  }

  /** Applies a record write to the live store, and journals it while a rebuild runs. */
  private write<T>(apply: (store: IndexStore) => T): T {
    const store = this.writable();
    this.changed();
    const result = apply(store);
    this.journal?.push((next) => {
      const replaced = apply(next);
      return replaced instanceof IndexStore ? replaced : undefined;
    });
    return result;
  }

  /** Builds the columns and presorted orders queries will need, so the first query does not pay for them. */
  warm(): void {
    const store = this.store;
    for (const facet of store.layout.facets) if (!facet.filterOnly) store.numeric(facet.path);
    store.order([...this.plan.leading, ...this.plan.trailing]);
    store.order(
      this.plan.criteria.flatMap((c) => (c.kind === 'attr' ? [{ path: c.path, desc: c.desc }] : [])),
    );
    for (const replica of this.replicas) replica.warm();
  }

  private records(): SearchRecord[] {
    return this.store.records.filter((record): record is SearchRecord => record !== undefined);
  }

  private writable(): IndexStore {
    if (this.primary) {
      throw badRequest(`Index ${this.name} is a replica of ${this.primary.name}: write to the primary index`);
    }
    return this.ownStore!;
  }

  private replaceStore(records: SearchRecord[]): void {
    this.ownStore = buildStore(layoutOf(this.current), records);
  }

  // ---- records ----

  /** Adds or replaces records (each replaced whole). */
  saveObjects(records: unknown[]): void {
    const checked = records.map((record, i) => checkRecord(record, i));
    this.write((store) => {
      store.reserve(checked.length);
      store.batch(() => {
        for (const record of checked) store.save(record);
      });
    });
  }

  /** Replaces the whole content at once (a new store swapped in when complete). */
  replaceAllObjects(records: unknown[]): void {
    const checked = records.map((record, i) => checkRecord(record, i));
    this.ownStore = this.write((store) => buildStore(store.layout, checked));
    this.warm();
  }

  /** Same, built in chunks that yield to the event loop: the old content answers queries meanwhile. */
  replaceAllObjectsAsync(records: unknown[]): Promise<void> {
    this.writable();
    const checked = records.map((record, i) => checkRecord(record, i));
    return this.afterRebuilds(async () => {
      this.changed();
      await this.rebuild(layoutOf(this.current), checked);
      this.warm();
    });
  }

  /** Updates some attributes of records; missing records are created unless createIfNotExists is false. */
  partialUpdateObjects(updates: unknown[], createIfNotExists = true): void {
    const checked = updates.map((update, i) => checkRecord(update, i));
    this.write((store) =>
      store.batch(() => {
        for (const update of checked) {
          const existing = store.get(update.objectID);
          if (!existing && !createIfNotExists) continue;
          const next: Record<string, unknown> = { ...(existing ?? {}) };
          for (const [key, value] of Object.entries(update)) {
            if (value && typeof value === 'object' && '_operation' in value) {
              next[key] = applyOperation(next[key], value as Operation);
            } else {
              next[key] = value;
            }
          }
          next.objectID = update.objectID;
          store.save(next as SearchRecord);
        }
      }),
    );
  }

  deleteObjects(objectIDs: string[]): number {
    return this.write((store) => {
      let deleted = 0;
      store.batch(() => {
        for (const id of objectIDs) if (store.delete(String(id))) deleted++;
      });
      return deleted;
    });
  }

  /** Deletes the records matching filters (Algolia's deleteBy; no query allowed). */
  deleteBy(params: SearchParams): number {
    const store = this.writable();
    const bits = evalFilter(store, buildFilter(params));
    const ids = Array.from(toRows(bits), (row) => store.objectIDs[row]!);
    return this.deleteObjects(ids);
  }

  clear(): void {
    this.ownStore = this.write((store) => new IndexStore(store.layout));
    this.warm();
  }

  getObject(objectID: string, attributesToRetrieve: string[] = ['*']): Record<string, unknown> | undefined {
    const record = this.store.get(String(objectID));
    return record && retrieve(record, attributesToRetrieve, this.current.unretrievableAttributes);
  }

  /** Several records at once, null for the missing ones (as `POST /1/indexes/*\/objects` answers). */
  getObjects(
    objectIDs: string[],
    attributesToRetrieve: string[] = ['*'],
  ): (Record<string, unknown> | null)[] {
    return objectIDs.map((id) => this.getObject(id, attributesToRetrieve) ?? null);
  }

  /**
   * Whether a record passes a filter tree (a secured key's, say) — for reads by objectID, which must not show
   * a record the key's filters hide. Uses the cached evaluation of the tree: cheap for repeated keys.
   */
  matches(objectID: string, filter: FilterNode | null): boolean {
    const store = this.store;
    const row = store.rowOfId(String(objectID));
    if (row === undefined) return false;
    if (!filter) return true;
    const bits = evalFilterCached(store, filter);
    return (bits[row >>> 5]! & (1 << (row & 31))) !== 0;
  }

  // ---- queries ----

  /** A search, answered as Algolia answers `POST /1/indexes/{index}/query`. */
  search(params: SearchParams | string = {}, context: QueryContext = {}): SearchResponse {
    const started = performance.now();
    const input = typeof params === 'string' ? decodeParams(params) : params;
    const response = executeSearch(
      this.store,
      this.current,
      this.plan,
      input,
      context.filter ?? null,
      started,
    );
    if (typeof params === 'string') response.params = params;
    return response;
  }

  /** One page of a browse (`POST /1/indexes/{index}/browse`); pass `cursor` back for the next page. */
  browse(params: SearchParams | string = {}, context: QueryContext = {}): BrowseResponse {
    const input = typeof params === 'string' ? decodeParams(params) : params;
    return executeBrowse(this.store, this.current, input, context.filter ?? null);
  }

  /** Values of a `searchable(...)` facet that start with the words of `facetQuery`, counted under the query. */
  searchForFacetValues(
    facetName: string,
    facetQuery: string,
    params: SearchParams = {},
    context: QueryContext = {},
  ): FacetSearchResponse {
    const started = performance.now();
    const store = this.store;
    const facet = store.layout.facets.find((f) => f.path === facetName);
    if (!facet || !facet.searchable) {
      throw new SearchError(
        400,
        `Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`,
      );
    }
    const maxFacetHits = Math.min(100, Number(params.maxFacetHits ?? 10));
    const result = match(store, this.current, { ...params, facets: [] }, context.filter ?? null);
    const column = store.facets.get(facetName)!;
    const queryWords = tokenize(facetQuery);
    const hits: FacetHit[] = [];
    column.values.forEach((value, id) => {
      const posting = column.postings[id]!;
      if (posting.count === 0) return;
      const words = tokenize(value);
      if (!queryWords.every((q) => words.some((w) => w.startsWith(q)))) return;
      const count = result.everything ? posting.count : posting.countIn(result.bits);
      if (count > 0) hits.push({ value, highlighted: highlightFacet(value, queryWords), count });
    });
    hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return {
      facetHits: hits.slice(0, maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
}

function highlightFacet(value: string, words: string[]): string {
  return value.replace(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu, (word) => {
    const normal = tokenize(word)[0] ?? '';
    const q = words.filter((w) => normal.startsWith(w)).sort((a, b) => b.length - a.length)[0];
    return q ? `<em>${word.slice(0, q.length)}</em>${word.slice(q.length)}` : word;
  });
}

function buildStore(layout: StoreLayout, records: SearchRecord[]): IndexStore {
  const store = new IndexStore(layout, records.length);
  store.batch(() => {
    for (const record of records) store.save(record);
  });
  return store;
}

/** Builds a store in chunks, yielding to the event loop between them. */
export async function buildStoreAsync(layout: StoreLayout, records: SearchRecord[]): Promise<IndexStore> {
  const store = new IndexStore(layout, records.length);
  for (let i = 0; i < records.length; i += CHUNK) {
    store.batch(() => {
      for (const record of records.slice(i, i + CHUNK)) store.save(record);
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return store;
}
