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

function pickRanking(settings: IndexSettings): Partial<IndexSettings> {
  return {
    ranking: settings.ranking,
    customRanking: settings.customRanking,
    paginationLimitedTo: settings.paginationLimitedTo,
    hitsPerPage: settings.hitsPerPage,
    maxValuesPerFacet: settings.maxValuesPerFacet,
  };
}
