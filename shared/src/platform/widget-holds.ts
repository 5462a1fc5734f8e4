/**
 * Remote widgets whose server HTML waits for the shopper (issue 9, TBT and first-load JS). A widget the server
 * rendered (the finance box on every result card and on the vehicle page) keeps that HTML, and its remote's code
 * does not load, until the shopper reaches for it: a pointer over or on it, a touch, or keyboard focus inside it.
 * Reading the page needs none of its code; the search page loaded mf-finance and hydrated 21 finance boxes at
 * start only so that a box could open its disclaimer later.
 *
 * A click that arrives before the widget has hydrated is held too: it is stopped before React or the browser
 * act on it and clicked again on the same element once the widget has hydrated (React hydrates the server's
 * elements in place). Should the widget fail to load, a click on a link follows the link.
 *
 * The holds listen from the start, before the page hydrates: a shopper can tap a box's Disclaimer as soon as
 * the server's HTML shows, before the card around it has hydrated and its widget asked for a hold. Such a
 * widget is remembered as reached, and its hold starts released (it loads at once). React does not replay a
 * click on a card it has not hydrated, so a press on the widget's button is held like a click on a held widget
 * and clicked again once the widget has hydrated; a press on its link is the browser's (the server's link).
 * Listening only from the first hold lost that tap: the widget then waited for a second touch, and the
 * Disclaimer did nothing.
 */

/** On a widget's wrapper (`display: contents`), its value the widget's React id, shared by server and browser. */
export const WIDGET_HOLD_ATTRIBUTE = 'data-widget-hold';

/** The events that tell a widget the shopper is reaching for it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export interface WidgetHolds {
  /**
   * For a widget about to hydrate its server HTML, a promise that settles when the shopper reaches for it;
   * undefined when the page has no server HTML for this id (a widget the browser renders itself: load it now).
   * `module` is the widget's module id ('mf_finance/finance-box').
   */
  holdFor(id: string, module: string): Promise<void> | undefined;
  /** Lets the widget load now (the page changed its props). */
  release(id: string): void;
  /** Lets every widget of the module load now: one of them failed, so all of them give way at once. */
  releaseModule(module: string): void;
  /** Lets every waiting widget load now (the page is changing: see RemoteWidget's hydrateWaiting). */
  releaseAll(): void;
  /** The widget's content has been committed (hydrated, or rendered in place of the server HTML). */
  hydrated(id: string): void;
}

interface Hold {
  module: string;
  released: Promise<void>;
  release: () => void;
  done: Promise<void>;
  markDone: () => void;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

function heldWrapperOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${WIDGET_HOLD_ATTRIBUTE}]`) : null;
}

/**
 * The holds of one document. Its listeners are added at once, on the document in the capture phase, so a held
 * click is stopped before it reaches React's root, also before the page has hydrated. `follow` opens a link
 * whose widget failed (a test passes its own).
 */
export function createWidgetHolds(
  doc: Document,
  follow: (href: string) => void = (href) => doc.defaultView?.location.assign(href),
): WidgetHolds {
  const holds = new Map<string, Hold>();
  // Widgets the shopper reached before they asked for a hold (their card not hydrated yet): theirs starts released.
  const reached = new Set<string>();
  // Widgets that have asked for a hold, held or not.
  const asked = new Set<string>();
  // The widgets of the server's HTML, on the page when the holds start (the page's code runs after it is parsed).
  const serverHtml = new Set(
    [...doc.querySelectorAll(`[${WIDGET_HOLD_ATTRIBUTE}]`)].map((element) =>
      element.getAttribute(WIDGET_HOLD_ATTRIBUTE),
    ),
  );

  function newHold(id: string, module: string): Hold {
    const released = deferred();
    const done = deferred();
    const hold: Hold = {
      module,
      released: released.promise,
      release: released.resolve,
      done: done.promise,
      markDone: done.resolve,
    };
    holds.set(id, hold);
    return hold;
  }

  const idOf = (target: EventTarget | null) => heldWrapperOf(target)?.getAttribute(WIDGET_HOLD_ATTRIBUTE);

  const release = (id: string) => holds.get(id)?.release();

  function onReaching(event: Event) {
    const id = idOf(event.target);
    if (!id) return;
    if (holds.has(id)) release(id);
    else reached.add(id);
  }

  function onClick(event: MouseEvent) {
    const id = idOf(event.target);
    if (!id) return;
    const target = event.target as HTMLElement;
    let hold = holds.get(id);
    // Hydrated, rendered by the browser, or another page's.
    if (!hold && (asked.has(id) || !serverHtml.has(id))) return;
    if (!hold) {
      // Before the card around the widget has hydrated, React has nothing to give the click to and does not
      // replay it (the Disclaimer did nothing). A link works as the server wrote it; a button's click waits for
      // the widget (its hold released as soon as the widget asks for it) like a click on a held widget.
      reached.add(id);
      if (target.closest('a[href]')) return;
      hold = newHold(id, '');
      hold.release();
    }
    release(id);
    // A link opened in a new tab or window (a modifier key) is the browser's to follow, as it is.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    void hold.done.then(() => {
      if (target.isConnected) {
        target.click();
        return;
      }
      const link = target.closest('a[href]');
      if (link) follow(link.getAttribute('href')!);
    });
  }

  for (const type of REACHING_EVENTS)
    doc.addEventListener(type, onReaching, { capture: true, passive: true });
  doc.addEventListener('click', onClick, { capture: true });

  return {
    holdFor(id, module) {
      asked.add(id);
      const existing = holds.get(id);
      if (existing) {
        existing.module ||= module; // a hold a click made before the widget asked for it
        return existing.released;
      }
      const hasServerHtml = [...doc.querySelectorAll(`[${WIDGET_HOLD_ATTRIBUTE}]`)].some(
        (element) => element.getAttribute(WIDGET_HOLD_ATTRIBUTE) === id,
      );
      if (!hasServerHtml) return undefined;
      const hold = newHold(id, module);
      if (reached.delete(id)) hold.release();
      return hold.released;
    },
    release,
    releaseModule(module) {
      for (const hold of holds.values()) if (hold.module === module) hold.release();
    },
    releaseAll() {
      for (const hold of holds.values()) hold.release();
    },
    hydrated(id) {
      reached.delete(id);
      const hold = holds.get(id);
      if (!hold) return;
      holds.delete(id);
      hold.release();
      hold.markDone();
    },
  };
}

/** The page's holds in a browser; none on the server, where every widget renders at once. */
export const widgetHolds: WidgetHolds | null =
  typeof document === 'undefined' ? null : createWidgetHolds(document);
