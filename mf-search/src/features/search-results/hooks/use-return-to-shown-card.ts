import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The field of a history entry's state that holds its note (react-router's own fields are kept). */
export const SHOWN_CARD_FIELD = 'dealerlineShownCard';

/** The card the shopper had at the top of the window on a history entry of a results list, and where. */
interface ShownCard {
  carId: string;
  /** The card's top, px from the top of the window. */
  top: number;
  /** The window's scroll offset then. */
  scrollY: number;
}

/** How long the window is still before the note follows a scroll. */
const NOTE_AFTER_SCROLL_MS = 150;

/** The current history entry's react-router key ("default": the entry a page load made, until it pushes). */
const entryKey = (): string => (history.state as { key?: string } | null)?.key ?? 'default';

function readShownCard(): ShownCard | null {
  const note = (history.state as Record<string, unknown> | null)?.[SHOWN_CARD_FIELD] as
    Partial<ShownCard> | undefined;
  return note && typeof note.carId === 'string' && Number.isFinite(note.top) && Number.isFinite(note.scrollY)
    ? { carId: note.carId, top: note.top!, scrollY: note.scrollY! }
    : null;
}

const cards = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('article[data-car-id]')];

/**
 * Back (or Forward, or a reload) to a results list shows the card the shopper left at the top of the window
 * where it stood. The browser's own restoring puts back the window's scroll offset, but cards out of sight
 * hold a reserved height until they come near (cardFrame), taller than a laid-out card on a phone: Back from
 * the 11th card's page put it 600-1,300 px lower, off screen. So while the list is the page its history
 * entries are left to this hook (`history.scrollRestoration` manual; auto again once the list goes): the
 * entry's own state holds a note of the card at the top of the screen (the first that starts on screen or
 * below it; the last when all are above), renewed when the window has been still for a moment, at once on a
 * press or key (which may leave the page) and on pagehide; only for the entry on screen, and not while it
 * waits for its restore. When the entry is shown again by Back, Forward or a reload and `ready` (every card
 * rendered, for this entry's search), the window moves so the card stands where it stood, and again on the
 * next frames as the cards around it are laid out; to the noted offset if the card is gone. A new page load
 * has no note: its entry's state is new.
 */
export function useReturnToShownCard(list: RefObject<HTMLElement | null>, ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const returnedTo = useRef<string | null>(null);
  const stopAligning = useRef<(() => void) | null>(null);

  useLayoutEffect(
    () => () => {
      stopAligning.current?.();
      // The entry shown next took this one's mode when it was pushed: the browser restores that page.
      history.scrollRestoration = 'auto';
    },
    [],
  );

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    returnedTo.current = null; // a new entry, or one returned to: the restore below may act again
    let timer: ReturnType<typeof setTimeout> | undefined;
    const note = () => {
      clearTimeout(timer);
      const element = list.current;
      // Only for the entry the list is showing: not the one a Back or Forward under way goes to, nor one
      // returned to before its restore (what is on screen meanwhile is an earlier search's, or the top).
      const restoring = navigationType === 'POP' && returnedTo.current !== key;
      if (restoring || entryKey() !== key || !element) return;
      const all = cards(element);
      const shown = all.find((card) => card.getBoundingClientRect().top >= 0) ?? all.at(-1);
      const carId = shown?.dataset.carId;
      if (!shown || !carId) return;
      const card: ShownCard = { carId, top: shown.getBoundingClientRect().top, scrollY: window.scrollY };
      try {
        history.replaceState({ ...history.state, [SHOWN_CARD_FIELD]: card }, '');
      } catch {
        // A browser limiting history calls: this entry keeps its last note.
      }
    };
    const noteWhenStill = () => {
      clearTimeout(timer);
      timer = setTimeout(note, NOTE_AFTER_SCROLL_MS);
    };
    window.addEventListener('scroll', noteWhenStill, { passive: true });
    window.addEventListener('pointerdown', note, true);
    window.addEventListener('keydown', note, true);
    window.addEventListener('pagehide', note);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', noteWhenStill);
      window.removeEventListener('pointerdown', note, true);
      window.removeEventListener('keydown', note, true);
      window.removeEventListener('pagehide', note);
    };
  }, [key, navigationType, list]);

  useLayoutEffect(() => {
    if (navigationType !== 'POP' || returnedTo.current === key || !ready || !list.current) return;
    returnedTo.current = key;
    const note = readShownCard();
    if (!note) return;
    const card = cards(list.current).find((candidate) => candidate.dataset.carId === note.carId);
    if (card) stopAligning.current = alignCard(card, note.top);
    else window.scrollTo(0, note.scrollY);
  });
}

/** How many frames a returned-to card is held in place while the cards around it are laid out (~170 ms). */
const ALIGN_FRAMES = 10;

/**
 * Moves the window so `card` stands `top` px from its top, then again on the next frames while the cards that
 * came near are laid out and take their own height (a card above it, partly on screen, shrinks under it), until
 * ALIGN_FRAMES have passed; the shopper's own scroll, touch or key ends it at once. Returns the cancel.
 */
function alignCard(card: HTMLElement, top: number): () => void {
  let frame = 0;
  let request = 0;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    cancelAnimationFrame(request);
    inputs.forEach((input) => window.removeEventListener(input, stop, true));
  };
  const align = () => {
    const moveBy = card.isConnected ? card.getBoundingClientRect().top - top : 0;
    if (Math.abs(moveBy) >= 1) window.scrollBy(0, moveBy);
    if (frame++ < ALIGN_FRAMES) request = requestAnimationFrame(align);
    else stop();
  };
  inputs.forEach((input) => window.addEventListener(input, stop, { capture: true, passive: true }));
  align();
  return stop;
}
