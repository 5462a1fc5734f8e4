import { useCallback, useState } from 'react';
import { useHydrated } from '@dealerline/shared/ui';

/** What the home page's make and model search keeps in its history entry. */
export interface EntryChoice {
  make: string;
  model: string;
}

const KEY = 'dealerlineHomeSearch';
const NONE: EntryChoice = { make: '', model: '' };

function readChoice(): EntryChoice {
  const kept = (window.history.state as Record<string, unknown> | null)?.[KEY] as
    Partial<EntryChoice> | undefined;
  return typeof kept?.make === 'string' && typeof kept.model === 'string'
    ? { make: kept.make, model: kept.model }
    : NONE;
}

/**
 * The make and model chosen on the home page, kept in the page's history entry: Back from the search that
 * Show Me opened finds them still chosen, as a form of a page loaded anew keeps its fields; a new visit of
 * the home page (a link, the logo) starts empty. Read once hydrated, so the server's HTML and the first render
 * in the browser agree.
 */
export function useEntryChoice(): [EntryChoice, (next: EntryChoice) => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<EntryChoice | null>(null);
  const choose = useCallback((next: EntryChoice) => {
    setChosen(next);
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.replaceState({ ...state, [KEY]: next }, '');
  }, []);
  return [chosen ?? (hydrated ? readChoice() : NONE), choose];
}
