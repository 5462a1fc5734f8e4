import { badRequest } from './errors';

/** Index settings, named as in Algolia's `/1/indexes/{index}/settings`. */
export interface IndexSettings {
  /** Ordered; "a,b" puts two attributes at the same level; "unordered(a)" ignores word positions. null: all. */
  searchableAttributes: string[] | null;
  /** Facets; "filterOnly(a)" filters without counts; "searchable(a)" allows searching the facet's values. */
  attributesForFaceting: string[];
  /** e.g. ['desc(custom_rank)']: applied where 'custom' sits in `ranking`. */
  customRanking: string[];
  /** Algolia's criteria: typo, geo, words, filters, proximity, attribute, exact, custom, asc(attr), desc(attr). */
  ranking: string[];
  /** Replica index names; "virtual(name)" for a virtual replica. Only meaningful on a primary index. */
  replicas: string[];
  /** Name of the primary when this index is a replica (read-only, as Algolia reports it). */
  primary?: string;
  paginationLimitedTo: number;
  maxValuesPerFacet: number;
  hitsPerPage: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | null;
  unretrievableAttributes: string[];
  typoTolerance: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  highlightPreTag: string;
  highlightPostTag: string;
}

export const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

export const DEFAULT_SETTINGS: IndexSettings = {
  searchableAttributes: null,
  attributesForFaceting: [],
  customRanking: [],
  ranking: DEFAULT_RANKING,
  replicas: [],
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  hitsPerPage: 20,
  attributesToRetrieve: ['*'],
  attributesToHighlight: null,
  unretrievableAttributes: [],
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
};

/** Settings that shape the stored columns; changing them rebuilds the index. The rest only shape queries. */
export const STRUCTURAL_SETTINGS = ['searchableAttributes', 'attributesForFaceting'] as const;

export interface FacetAttribute {
  path: string;
  /** filterOnly(...): usable in filters, never counted. */
  filterOnly: boolean;
  /** searchable(...): its values can be searched (searchForFacetValues). */
  searchable: boolean;
}

/** One searchable path with its level (attributes at the same level rank equal) and position sensitivity. */
export interface SearchableSlot {
  path: string;
  level: number;
  ordered: boolean;
}

export type Criterion =
  | { kind: 'text'; name: 'typo' | 'words' | 'proximity' | 'attribute' | 'exact' }
  | { kind: 'attr'; path: string; desc: boolean };

const SORT = /^(asc|desc)\((.+)\)$/;
const TEXT_CRITERIA = new Set(['typo', 'words', 'proximity', 'attribute', 'exact']);

function unwrap(spec: string, modifier: string): string | undefined {
  const prefix = `${modifier}(`;
  return spec.startsWith(prefix) && spec.endsWith(')') ? spec.slice(prefix.length, -1).trim() : undefined;
}

export function parseFacetAttributes(specs: string[]): FacetAttribute[] {
  const byPath = new Map<string, FacetAttribute>();
  for (const raw of specs) {
    let spec = raw.trim();
    let filterOnly = false;
    let searchable = false;
    for (;;) {
      const inner = unwrap(spec, 'filterOnly') ?? unwrap(spec, 'searchable') ?? unwrap(spec, 'afterDistinct');
      if (inner === undefined) break;
      if (spec.startsWith('filterOnly(')) filterOnly = true;
      if (spec.startsWith('searchable(')) searchable = true;
      spec = inner;
    }
    if (!spec) throw badRequest(`Invalid attributesForFaceting entry: "${raw}"`);
    byPath.set(spec, { path: spec, filterOnly, searchable });
  }
  return [...byPath.values()];
}

/** The searchable paths in rank order; null means "every attribute", resolved from the records by the caller. */
export function parseSearchableAttributes(specs: string[]): SearchableSlot[] {
  const slots: SearchableSlot[] = [];
  specs.forEach((raw, level) => {
    let spec = raw.trim();
    let ordered = true;
    const inner = unwrap(spec, 'unordered') ?? unwrap(spec, 'ordered');
    if (inner !== undefined) {
      ordered = !spec.startsWith('unordered(');
      spec = inner;
    }
    for (const path of spec.split(',').map((part) => part.trim())) {
      if (!path) throw badRequest(`Invalid searchableAttributes entry: "${raw}"`);
      if (!slots.some((slot) => slot.path === path)) slots.push({ path, level, ordered });
    }
  });
  return slots;
}

export function parseSortCriterion(spec: string): { path: string; desc: boolean } | undefined {
  const match = SORT.exec(spec.trim());
  return match ? { path: match[2]!.trim(), desc: match[1] === 'desc' } : undefined;
}

/** `ranking` with 'custom' expanded into `customRanking`; 'geo' and 'filters' have no effect here. */
export function compileRanking(settings: Pick<IndexSettings, 'ranking' | 'customRanking'>): Criterion[] {
  const criteria: Criterion[] = [];
  const addSort = (spec: string, setting: string) => {
    const sort = parseSortCriterion(spec);
    if (!sort)
      throw badRequest(`Invalid ${setting} entry: "${spec}", expected asc(attribute) or desc(attribute)`);
    criteria.push({ kind: 'attr', ...sort });
  };
  for (const raw of settings.ranking) {
    const name = raw.trim();
    if (TEXT_CRITERIA.has(name)) criteria.push({ kind: 'text', name: name as 'typo' });
    else if (name === 'custom') for (const spec of settings.customRanking) addSort(spec, 'customRanking');
    else if (name === 'geo' || name === 'filters') continue;
    else addSort(name, 'ranking');
  }
  return criteria;
}

function stringList(value: unknown, name: string, nullable = false): string[] | null {
  if (value === null && nullable) return null;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw badRequest(`Invalid value for "${name}": expected an array of strings`);
}

function intIn(value: unknown, name: string, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`Invalid value for "${name}": expected an integer between ${min} and ${max}`);
  }
  return n;
}

/** Checks and merges a settings patch (unknown keys are kept out, as Algolia ignores settings it does not use). */
export function mergeSettings(base: IndexSettings, patch: Record<string, unknown>): IndexSettings {
  const next: IndexSettings = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    switch (key) {
      case 'searchableAttributes':
      case 'attributesToHighlight':
        next[key] = stringList(value, key, true);
        break;
      case 'attributesForFaceting':
      case 'customRanking':
      case 'replicas':
      case 'attributesToRetrieve':
      case 'unretrievableAttributes':
        next[key] = stringList(value, key) ?? [];
        break;
      case 'ranking':
        next.ranking = value === null ? DEFAULT_RANKING : (stringList(value, key) ?? DEFAULT_RANKING);
        break;
      case 'paginationLimitedTo':
        next.paginationLimitedTo = intIn(value, key, 0, 20000);
        break;
      case 'maxValuesPerFacet':
        next.maxValuesPerFacet = intIn(value, key, 0, 1000);
        break;
      case 'hitsPerPage':
        next.hitsPerPage = intIn(value, key, 0, 1000);
        break;
      case 'minWordSizefor1Typo':
      case 'minWordSizefor2Typos':
        next[key] = intIn(value, key, 0, 1000);
        break;
      case 'typoTolerance':
        next.typoTolerance = value !== false && value !== 'false';
        break;
      case 'highlightPreTag':
      case 'highlightPostTag':
        if (typeof value !== 'string') throw badRequest(`Invalid value for "${key}": expected a string`);
        next[key] = value;
        break;
      case 'primary':
        if (typeof value === 'string') next.primary = value;
        break;
      default:
        break;
    }
  }
  // Validate what depends on the whole: sort criteria and facet modifiers.
  compileRanking(next);
  parseFacetAttributes(next.attributesForFaceting);
  if (next.searchableAttributes) parseSearchableAttributes(next.searchableAttributes);
  return next;
}
