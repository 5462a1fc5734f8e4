import { useEffect, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { browserStorage } from './browser-storage';
import { isPlainClick } from './page-link';

/** Session storage: this tab only, and each site its own (every site has its own host). */
const KEY = 'dealerline:last-search';

/** The search page the shopper was last on in this tab. */
export interface LastSearch {
  /** Its path and query ("/search/used-cars?make=Toyota&page=2"). */
  url: string;
  /** Its entry in the tab's history (react-router's `idx`), to go back to it instead of opening it again. */
  historyIndex: number | null;
  /**
   * The history entry (react-router's `key`) the shopper went to from it, once they have left it. The entry
   * after the search's index is the search's next page only when it is this one: after going back from the
   * search and on to another page, that index is another page's.
   */
  leftFor: string | null;
}

/** The current history entry's index as react-router numbers them, or null (an entry made outside it). */
function currentHistoryIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** The current history entry's key as react-router gives them, or null (an entry made outside it). */
function currentHistoryKey(): string | null {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
}

/** A stored last search, or null for nothing stored or anything else (a search path of this site only). */
export function parseLastSearch(raw: string | null): LastSearch | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastSearch>;
    const { url, historyIndex, leftFor } = value;
    if (typeof url !== 'string' || !/^\/search(?:[/?]|$)/.test(url) || url.startsWith('//')) return null;
    return {
      url,
      historyIndex: typeof historyIndex === 'number' ? historyIndex : null,
      leftFor: typeof leftFor === 'string' ? leftFor : null,
    };
  } catch {
    return null;
  }
}

/** Records the search page being shown (its path and query as they change), for a car's "Back to results". */
export function useRememberSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const entry: LastSearch = { url: pathname + search, historyIndex: currentHistoryIndex(), leftFor: null };
    store(entry);
    // Run once the page shown next has taken the history entry (or the search's own next URL, stored again
    // just after): the entry the shopper went to from this search.
    return () => store({ ...entry, leftFor: currentHistoryKey() });
  }, [pathname, search]);
}

function store(entry: LastSearch): void {
  try {
    browserStorage('session')?.setItem(KEY, JSON.stringify(entry));
  } catch {
    // A full or blocked storage: the car page offers no way back, as after a new tab.
  }
}

const noChanges = () => () => {};

/**
 * The search the shopper last saw in this tab, once the page runs in the browser: null on the server and
 * while the browser hydrates its HTML (which has no way back: the server does not know the tab's history).
 */
export function useLastSearch(): LastSearch | null {
  const raw = useSyncExternalStore(
    noChanges,
    () => browserStorage('session')?.getItem(KEY) ?? null,
    () => null,
  );
  return useMemo(() => parseLastSearch(raw), [raw]);
}

/**
 * A click on a link to `last`: when that search is the page just before this one in the tab's history (this
 * entry is the one the shopper went to from it, right after its index), it goes back to it (the browser
 * restores its results and where the shopper had scrolled) instead of opening it again.
 */
export function backToSearch(last: LastSearch, event: MouseEvent<HTMLAnchorElement>): void {
  const here = currentHistoryIndex();
  if (last.historyIndex === null || here === null || here !== last.historyIndex + 1) return;
  if (last.leftFor === null || last.leftFor !== currentHistoryKey()) return;
  if (!isPlainClick(event)) return;
  event.preventDefault();
  window.history.back();
}
