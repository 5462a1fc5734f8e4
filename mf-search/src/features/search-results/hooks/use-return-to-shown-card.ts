import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The tab's note of the card the shopper last had at the top of a results list, and where it stood. */
export const SHOWN_CARD_KEY = 'dealerline:shown-card';

interface ShownCard {
  /** The history entry (react-router's location key) the list was shown under. */
  entry: string;
  carId: string;
  /** The card's top, px from the top of the window. */
  top: number;
  /** The window's scroll offset then. */
  scrollY: number;
}

function readShownCard(): ShownCard | null {
  try {
    const note = JSON.parse(sessionStorage.getItem(SHOWN_CARD_KEY) ?? 'null') as Partial<ShownCard> | null;
    return note &&
      typeof note.entry === 'string' &&
      typeof note.carId === 'string' &&
      Number.isFinite(note.top) &&
      Number.isFinite(note.scrollY)
      ? { entry: note.entry, carId: note.carId, top: note.top!, scrollY: note.scrollY! }
      : null;
  } catch {
    return null; // storage blocked, or a note that is not ours
  }
}

function keepShownCard(note: ShownCard): void {
  try {
    sessionStorage.setItem(SHOWN_CARD_KEY, JSON.stringify(note));
  } catch {
    // Storage full or blocked: Back keeps the browser's own position.
  }
}

const cards = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('article[data-car-id]')];

/**
 * Back (or Forward) to a results list shows the card the shopper left at the top of the window where it
 * stood. The browser's own restoring puts back the window's scroll offset, but cards out of sight hold a
 * reserved height until they come near (cardFrame), taller than a laid-out card on a phone: Back from the
 * 11th card's page put it 600-1,300 px lower, off screen. So the list's history entries are restored here
 * (`history.scrollRestoration` is `manual` for them, and `auto` again for the page pushed after): when the
 * list goes (its page left for another, or the tab reloaded) the card at the top of the screen (the first whose
 * top is on screen or below; the last when all are above) is noted for the entry; when that entry is shown again and the card is rendered, the
 * window moves by the difference, and again on the next frames as the cards around it are laid out (to the
 * offset noted if the card is gone). `complete`: every card of the list is rendered.
 */
export function useReturnToShownCard(list: RefObject<HTMLElement | null>, complete: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const returnedTo = useRef<string | null>(null);
  const stopAligning = useRef<(() => void) | null>(null);
  const entry = useRef(key);
  useLayoutEffect(() => {
    entry.current = key;
    history.scrollRestoration = 'manual';
  }, [key]);

  useLayoutEffect(() => {
    const element = list.current;
    const note = () => {
      if (!element?.isConnected) return;
      // The first card that starts on screen (or below it); the last card when the shopper is past them all.
      const all = cards(element);
      const shown = all.find((card) => card.getBoundingClientRect().top >= 0) ?? all.at(-1);
      const carId = shown?.dataset.carId;
      if (shown && carId)
        keepShownCard({
          entry: entry.current,
          carId,
          top: shown.getBoundingClientRect().top,
          scrollY: window.scrollY,
        });
    };
    window.addEventListener('pagehide', note);
    return () => {
      window.removeEventListener('pagehide', note);
      stopAligning.current?.();
      note();
      // The entry shown next took this one's mode when it was pushed: the browser restores that page.
      history.scrollRestoration = 'auto';
    };
  }, [list]);

  useLayoutEffect(() => {
    if (navigationType !== 'POP' || returnedTo.current === key || !list.current) return;
    const note = readShownCard();
    if (note?.entry !== key) {
      returnedTo.current = key;
      return;
    }
    const card = cards(list.current).find((candidate) => candidate.dataset.carId === note.carId);
    if (!card && !complete) return; // it may be among the cards still to render
    returnedTo.current = key;
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
