import type { BrowseResponse } from './browse';
import { SearchError } from './errors';
import { decodeParams, type SearchParams } from './params';
import type { SearchResponse } from './query';
import { SearchIndex, type FacetSearchResponse, type QueryContext } from './search-index';
import type { IndexSettings } from './settings';

/** One entry of a multi-query (`POST /1/indexes/*\/queries`), in the v5 form or the older `params` string form. */
export interface MultiQueryRequest extends SearchParams {
  indexName: string;
  /** Urlencoded parameters (older clients); explicit fields win over it. */
  params?: string;
  /** "facet" runs a facet value search (with `facet` and `facetQuery`). */
  type?: 'default' | 'facet';
  facet?: string;
  facetQuery?: string;
}

export type MultiQueryResult = SearchResponse | (FacetSearchResponse & { index: string });

/** An entry of `GET /1/indexes` (the fields the engine knows). */
export interface IndexInfo {
  name: string;
  entries: number;
  createdAt: string;
  updatedAt: string;
  primary?: string;
  replicas?: string[];
}

const VIRTUAL = /^virtual\((.+)\)$/;

/**
 * The embedded engine: named indices, replicas that share their primary's data, and multi-queries. Every
 * method is synchronous apart from the *Async rebuilds; errors are SearchErrors (400 bad input, 404 no index).
 */
export class SearchEngine {
  private readonly indices = new Map<string, SearchIndex>();

  has(name: string): boolean {
    return this.indices.has(name);
  }

  /** The index, or a 404 SearchError as Algolia answers for a missing index. */
  index(name: string): SearchIndex {
    const index = this.indices.get(name);
    if (!index) throw new SearchError(404, 'Index does not exist');
    return index;
  }

  /** The index, created empty when missing (writes create indices in Algolia). */
  initIndex(name: string): SearchIndex {
    let index = this.indices.get(name);
    if (!index) {
      index = new SearchIndex(name);
      this.indices.set(name, index);
    }
    return index;
  }

  listIndices(): IndexInfo[] {
    return [...this.indices.values()].map((index) => ({
      name: index.name,
      entries: index.nbRecords,
      createdAt: index.createdAt.toISOString(),
      updatedAt: index.updatedAt.toISOString(),
      ...(index.primary ? { primary: index.primary.name } : {}),
      ...(index.replicas.size ? { replicas: [...index.replicas].map((replica) => replica.name) } : {}),
    }));
  }

  /**
   * Sets settings, creating the index if needed. `replicas` on a primary creates (or detaches) replica indices
   * sharing its data; a replica keeps its own ranking, customRanking and query defaults.
   */
  setSettings(name: string, patch: Partial<IndexSettings> | Record<string, unknown>): SearchIndex {
    const index = this.initIndex(name);
    index.setSettings(patch);
    if (Array.isArray(patch.replicas)) this.linkReplicas(index);
    return index;
  }

  /**
   * Same, with a rebuild in chunks (see SearchIndex.setSettingsAsync); replicas are linked once it is done.
   * Bad settings throw at once, before anything changes.
   */
  setSettingsAsync(
    name: string,
    patch: Partial<IndexSettings> | Record<string, unknown>,
  ): Promise<SearchIndex> {
    const index = this.initIndex(name);
    const replicas = Array.isArray(patch.replicas) ? patch.replicas.map(String) : null;
    if (replicas) this.checkReplicas(index, replicas);
    return index.setSettingsAsync(patch).then(() => {
      if (replicas) this.linkReplicas(index);
      return index;
    });
  }

  /**
   * Algolia's copy operation: the source's settings (and records, unless `scope` limits the copy to settings,
   * synonyms or rules, of which only settings exist here) into `destination`, which is replaced. The links
   * between a primary and its replicas are never copied. Bad requests throw at once.
   */
  copyIndex(source: string, destination: string, scope?: string[]): Promise<void> {
    const from = this.index(source);
    this.checkDestination(source, destination);
    const withRecords = !scope || scope.length === 0;
    return from.idle().then(async () => {
      const settings = copiedSettings(from.settings);
      if (!withRecords) {
        await this.setSettingsAsync(destination, settings);
        return;
      }
      const records = from.store.records.filter((record) => record !== undefined);
      if (this.indices.has(destination)) this.deleteIndex(destination);
      const copy = new SearchIndex(destination, settings);
      this.indices.set(destination, copy);
      await copy.replaceAllObjectsAsync(records);
    });
  }

  /**
   * Algolia's move operation (how `replaceAllObjects` swaps a temporary index in): the destination takes the
   * source's records and settings at once, keeps its own replicas, and the source is gone.
   */
  moveIndex(source: string, destination: string): Promise<void> {
    const from = this.index(source);
    this.checkDestination(source, destination);
    if (from.primary) throw new SearchError(400, `Index ${source} is a replica: it cannot be moved`);
    if (from.replicas.size) throw new SearchError(400, `Index ${source} has replicas: it cannot be moved`);
    return Promise.all([from.idle(), this.indices.get(destination)?.idle()]).then(() => {
      let target = this.indices.get(destination);
      if (!target) {
        target = new SearchIndex(destination);
        this.indices.set(destination, target);
      }
      target.takeOver(from);
      this.indices.delete(source);
    });
  }

  private checkDestination(source: string, destination: string): void {
    if (source === destination) throw new SearchError(400, 'Source and destination indices must differ');
    const target = this.indices.get(destination);
    if (target?.primary)
      throw new SearchError(400, `Index ${destination} is a replica: it cannot be replaced`);
  }

  private checkReplicas(primary: SearchIndex, specs: string[]): void {
    if (primary.primary) throw new SearchError(400, 'A replica cannot have replicas');
    for (const spec of specs) {
      const name = VIRTUAL.exec(spec)?.[1] ?? spec;
      const existing = this.indices.get(name);
      if (existing?.primary && existing.primary !== primary)
        throw new SearchError(400, `Index ${name} is already a replica of ${existing.primary.name}`);
    }
  }

  private linkReplicas(primary: SearchIndex): void {
    if (primary.primary) throw new SearchError(400, 'A replica cannot have replicas');
    const wanted = primary.settings.replicas.map((spec) => VIRTUAL.exec(spec)?.[1] ?? spec);
    for (const replica of [...primary.replicas]) {
      if (wanted.includes(replica.name)) continue;
      primary.replicas.delete(replica);
      // A detached replica becomes a plain index holding a copy of the data, as in Algolia.
      const detached = new SearchIndex(replica.name, { ...replica.settings, primary: undefined });
      detached.saveObjects(primary.store.records.filter((record) => record !== undefined));
      this.indices.set(replica.name, detached);
    }
    for (const name of wanted) {
      const existing = this.indices.get(name);
      if (existing?.primary === primary) continue;
      if (existing?.primary)
        throw new SearchError(400, `Index ${name} is already a replica of ${existing.primary.name}`);
      const { replicas: _r, primary: _p, ...inherited } = primary.settings;
      const settings = existing ? { ...inherited, ...pickRanking(existing.settings) } : inherited;
      const replica = new SearchIndex(name, settings, primary);
      primary.replicas.add(replica);
      this.indices.set(name, replica);
      replica.warm();
    }
  }

  deleteIndex(name: string): void {
    const index = this.indices.get(name);
    if (!index) return;
    if (index.primary) index.primary.replicas.delete(index);
    for (const replica of index.replicas) {
      const detached = new SearchIndex(replica.name, { ...replica.settings, primary: undefined });
      detached.saveObjects(index.store.records.filter((record) => record !== undefined));
      this.indices.set(replica.name, detached);
    }
    this.indices.delete(name);
  }

  search(name: string, params: SearchParams | string = {}, context: QueryContext = {}): SearchResponse {
    return this.index(name).search(params, context);
  }

  browse(name: string, params: SearchParams | string = {}, context: QueryContext = {}): BrowseResponse {
    return this.index(name).browse(params, context);
  }

  /** Several queries in one call, answered in order with `index` set on each result. */
  multipleQueries(
    requests: MultiQueryRequest[],
    context: QueryContext = {},
  ): { results: MultiQueryResult[] } {
    if (!Array.isArray(requests)) throw new SearchError(400, 'requests: expected an array');
    return {
      results: requests.map((request) => {
        const { indexName, params, type, facet, facetQuery, ...fields } = request;
        if (typeof indexName !== 'string') throw new SearchError(400, 'indexName is required');
        const merged: SearchParams = { ...(params ? decodeParams(params) : {}), ...fields };
        if (type === 'facet') {
          if (typeof facet !== 'string') throw new SearchError(400, 'facet is required for type "facet"');
          const answer = this.index(indexName).searchForFacetValues(facet, facetQuery ?? '', merged, context);
          return { ...answer, index: indexName };
        }
        return { ...this.index(indexName).search(merged, context), index: indexName };
      }),
    };
  }
}

/** Settings a copy takes: all but the links between a primary and its replicas. */
function copiedSettings(settings: IndexSettings): Partial<IndexSettings> {
  const { replicas: _replicas, primary: _primary, ...rest } = settings;
  return rest;
}

function pickRanking(settings: IndexSettings): Partial<IndexSettings> {
  return {
    ranking: settings.ranking,
    customRanking: settings.customRanking,
    paginationLimitedTo: settings.paginationLimitedTo,
    hitsPerPage: settings.hitsPerPage,
    maxValuesPerFacet: settings.maxValuesPerFacet,
  };
}
