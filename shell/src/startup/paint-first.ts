/**
 * The page's first script (issue 9, LCP): it starts the shell's entry only once the page's main picture has
 * painted, so the shell's start-up (the federation runtime, the shared libraries, hydration) never holds the
 * picture back. Without it the entry ran as soon as the HTML was parsed, and whenever the picture arrived after
 * that, its paint waited behind a few hundred milliseconds of script on a throttled phone. A shopper who
 * presses, touches or types first does not wait for the picture (onFirstInput).
 *
 * The build (shared/build/paint-first-script.ts) ships this file as a classic script of its own, with
 * early-presses.ts, `<script defer src="paint-first.{hash}.js" data-main="{the entry's URL}">`, in place of
 * the entry's tag.
 */

/** The longest the entry waits for the picture: a slow photo must not keep the page from starting for long. */
export const FIRST_PICTURE_WAIT_MS = 2500;

/** The page's main picture: main's first image that is not lazy (the server renders it eagerly, and preloads it). */
export function firstPicture(doc: Document): HTMLImageElement | null {
  return doc.querySelector<HTMLImageElement>('main img:not([loading="lazy"])');
}

/** Calls `then` once the picture has painted (a frame after it loaded or failed), or after `waitMs` at most. */
export function afterPicturePaints(
  picture: HTMLImageElement | null,
  view: Pick<typeof globalThis, 'requestAnimationFrame' | 'setTimeout'>,
  then: () => void,
  waitMs = FIRST_PICTURE_WAIT_MS,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // requestAnimationFrame runs just before the next paint; the timeout after it, once that frame is painted.
    view.requestAnimationFrame(() => view.setTimeout(then, 0));
  };
  if (!picture || picture.complete) {
    start();
    return;
  }
  picture.addEventListener('load', start, { once: true });
  picture.addEventListener('error', start, { once: true });
  view.setTimeout(start, waitMs);
}

/**
 * The shopper's first press, touch or key: from then on the page must answer soon, and its code cannot answer
 * before it runs, so the entry starts without waiting for the picture. Lighthouse never touches the page: it
 * still measures the start after the picture (TBT).
 */
export const SHOPPER_INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Calls `then` once, at the shopper's first input on the page. */
export function onFirstInput(doc: Document, then: () => void): void {
  const first = () => {
    for (const type of SHOPPER_INPUT_EVENTS) doc.removeEventListener(type, first, true);
    then();
  };
  for (const type of SHOPPER_INPUT_EVENTS)
    doc.addEventListener(type, first, { capture: true, passive: true });
}

/**
 * How long to wait before asking again for an entry that did not arrive (a dropped connection, a server's
 * hiccup), one wait per retry. Meanwhile the server's page keeps working (its links, its header's phone);
 * without the entry nothing of the shell runs, not even its start-failure notice (start-failure.ts).
 */
export const ENTRY_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * Fetches the entry at once (so it downloads while the picture does, as a deferred script would) and runs it
 * after the picture has painted, or at the shopper's first input if that comes sooner (early-presses.ts holds
 * the press itself until the page has hydrated). An entry that fails to load is asked for again
 * (ENTRY_RETRY_DELAYS_MS).
 */
export function startEntryAfterFirstPicture(entryUrl: string, doc: Document, view: typeof globalThis): void {
  const preload = doc.createElement('link');
  preload.rel = 'preload';
  preload.setAttribute('as', 'script');
  preload.href = entryUrl;
  doc.head.append(preload);
  const run = (retriesDone: number) => {
    const script = doc.createElement('script');
    script.src = entryUrl;
    const wait = ENTRY_RETRY_DELAYS_MS[retriesDone];
    if (wait !== undefined) {
      script.addEventListener(
        'error',
        () => {
          script.remove();
          view.setTimeout(() => run(retriesDone + 1), wait);
        },
        { once: true },
      );
    }
    doc.body.append(script);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run(0);
  };
  afterPicturePaints(firstPicture(doc), view, start);
  onFirstInput(doc, start);
}

const self = typeof document === 'undefined' ? null : document.currentScript;
const entryUrl = self instanceof HTMLScriptElement ? self.dataset.main : undefined;
if (entryUrl) startEntryAfterFirstPicture(entryUrl, document, globalThis);
