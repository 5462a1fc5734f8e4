import { badRequest } from './errors';
import type { FilterNode } from './filter-ast';
import { encodeParams, type SearchParams } from './params';
import { HitRenderer, match, type Hit } from './query';
import type { IndexSettings } from './settings';
import type { IndexStore } from './store';

export interface BrowseResponse {
  hits: Hit[];
  /** Present while more records remain; pass it back to get the next page. */
  cursor?: string;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

interface CursorState {
  /** The query's parameters (a cursor carries them, as Algolia's does). */
  p: SearchParams;
  /** objectID of the last record returned. */
  a: string;
  /** Page number of the next page. */
  n: number;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if (typeof state.a !== 'string' || typeof state.n !== 'number' || typeof state.p !== 'object')
      throw new Error();
    return state;
  } catch {
    throw badRequest('Invalid cursor');
  }
}

const BROWSE_MAX = 1000;

/**
 * Every matching record, in objectID order, in pages of up to 1000, no pagination limit. The cursor holds the
 * parameters and the last objectID returned, so it stays valid while records are added or deleted.
 */
export function executeBrowse(
  store: IndexStore,
  settings: IndexSettings,
  input: SearchParams,
  extraFilter: FilterNode | null,
  started = performance.now(),
): BrowseResponse {
  let params = input;
  let after: string | undefined;
  let page = 0;
  if (typeof input.cursor === 'string' && input.cursor !== '') {
    const state = decodeCursor(input.cursor);
    params = state.p;
    after = state.a;
    page = state.n;
  }
  const { cursor: _cursor, ...rest } = params;
  params = rest;
  const perPage = Math.min(BROWSE_MAX, Number(params.hitsPerPage ?? BROWSE_MAX));
  const result = match(store, settings, { ...params, hitsPerPage: perPage }, extraFilter);
  const order = store.order([]);
  const rows = order.rows;
  let index = 0;
  if (after !== undefined) {
    // First row whose objectID sorts after the cursor's.
    let high = rows.length;
    while (index < high) {
      const mid = (index + high) >>> 1;
      if (store.objectIDs[rows[mid]!]! <= after) index = mid + 1;
      else high = mid;
    }
  }
  const hits: Hit[] = [];
  const renderer = new HitRenderer(
    store,
    settings,
    { ...result.options, attributesToHighlight: [] },
    result.words,
  );
  let last: string | undefined;
  for (; index < rows.length && hits.length < perPage; index++) {
    const row = rows[index]!;
    if ((result.bits[row >>> 5]! & (1 << (row & 31))) === 0) continue;
    hits.push(renderer.render(store.records[row]!));
    last = store.objectIDs[row];
  }
  let more = false;
  for (; index < rows.length; index++) {
    const row = rows[index]!;
    if ((result.bits[row >>> 5]! & (1 << (row & 31))) !== 0) {
      more = true;
      break;
    }
  }
  const response: BrowseResponse = {
    hits,
    nbHits: result.nbHits,
    page,
    nbPages: perPage > 0 ? Math.ceil(result.nbHits / perPage) : 0,
    hitsPerPage: perPage,
    query: result.options.query,
    params: encodeParams(params),
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
  if (more && last !== undefined) response.cursor = encodeCursor({ p: params, a: last, n: page + 1 });
  response.processingTimeMS = Math.round(performance.now() - started);
  return response;
}
