import {
  afterPicturePaints,
  ENTRY_RETRY_DELAYS_MS,
  FIRST_PICTURE_WAIT_MS,
  firstPicture,
  onFirstInput,
  startEntryAfterFirstPicture,
} from '../paint-first';

/** A window whose frames and timers run only when the test says so. */
function fakeView() {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const view = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
  } as unknown as typeof globalThis;
  return {
    view,
    /** Paints a frame: runs the frame callbacks queued before it. */
    frame() {
      for (const run of frames.splice(0)) run();
    },
    /** Lets `ms` pass: runs the timers due by then. */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const timer of due) timer.run();
    },
  };
}

function pageWithPicture(complete: boolean) {
  document.body.innerHTML =
    '<header><img src="/logo.png"></header><main><img loading="lazy" src="/a.jpg"><img src="/hero.jpg"></main>';
  const picture = document.querySelector<HTMLImageElement>('main img:not([loading])')!;
  Object.defineProperty(picture, 'complete', { value: complete, configurable: true });
  return picture;
}

describe('firstPicture', () => {
  it("is main's first image that is not lazy, never the header's logo", () => {
    const picture = pageWithPicture(false);
    expect(firstPicture(document)).toBe(picture);
    document.body.innerHTML = '<header><img src="/logo.png"></header><main><p>No pictures</p></main>';
    expect(firstPicture(document)).toBeNull();
  });
});

describe('afterPicturePaints', () => {
  it('waits for the picture to load and then for a painted frame', () => {
    const picture = pageWithPicture(false);
    const { view, frame, advance } = fakeView();
    const then = jest.fn();
    afterPicturePaints(picture, view, then);
    frame();
    advance(0);
    expect(then).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    advance(0);
    expect(then).not.toHaveBeenCalled(); // loaded, not painted yet
    frame();
    advance(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('starts when the picture fails to load, and only once', () => {
    const picture = pageWithPicture(false);
    const { view, frame, advance } = fakeView();
    const then = jest.fn();
    afterPicturePaints(picture, view, then);
    picture.dispatchEvent(new Event('error'));
    frame();
    advance(FIRST_PICTURE_WAIT_MS);
    frame();
    advance(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('starts after the longest wait when the picture never arrives', () => {
    const picture = pageWithPicture(false);
    const { view, frame, advance } = fakeView();
    const then = jest.fn();
    afterPicturePaints(picture, view, then);
    advance(FIRST_PICTURE_WAIT_MS - 1);
    frame();
    expect(then).not.toHaveBeenCalled();
    advance(1);
    frame();
    advance(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame when the picture is already there or the page has none', () => {
    for (const picture of [pageWithPicture(true), null]) {
      const { view, frame, advance } = fakeView();
      const then = jest.fn();
      afterPicturePaints(picture, view, then);
      advance(0);
      expect(then).not.toHaveBeenCalled();
      frame();
      advance(0);
      expect(then).toHaveBeenCalledTimes(1);
    }
  });
});

describe('onFirstInput', () => {
  it("calls once, at the shopper's first press, touch or key", () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown']) {
      const page = document.implementation.createHTMLDocument();
      const then = jest.fn();
      onFirstInput(page, then);
      page.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
      expect(then).not.toHaveBeenCalled();
      page.body.dispatchEvent(new Event(type, { bubbles: true }));
      page.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(then).toHaveBeenCalledTimes(1);
    }
  });
});

describe('startEntryAfterFirstPicture', () => {
  afterEach(() => document.head.replaceChildren());

  /** A page whose picture is there: the entry has started after the next frame. Returns the clock. */
  function entryStarted() {
    pageWithPicture(true);
    const { view, frame, advance } = fakeView();
    startEntryAfterFirstPicture('/shell/main.1a2b3c4d.js', document, view);
    frame();
    advance(0);
    return advance;
  }

  it('fetches the entry at once and runs it only after the picture has painted', () => {
    const picture = pageWithPicture(false);
    const { view, frame, advance } = fakeView();
    startEntryAfterFirstPicture('/shell/main.1a2b3c4d.js', document, view);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(preload).toHaveAttribute('as', 'script');
    expect(preload).toHaveAttribute('href', '/shell/main.1a2b3c4d.js');
    expect(document.querySelector('script')).toBeNull();
    picture.dispatchEvent(new Event('load'));
    frame();
    advance(0);
    expect(document.body.querySelector('script')).toHaveAttribute('src', '/shell/main.1a2b3c4d.js');
  });

  it('asks again for an entry that did not arrive, after a wait each time, then leaves the page as it is', () => {
    const advance = entryStarted();
    const fail = () => document.body.querySelector('script')!.dispatchEvent(new Event('error'));
    for (const wait of ENTRY_RETRY_DELAYS_MS) {
      fail();
      expect(document.body.querySelector('script')).toBeNull();
      advance(wait - 1);
      expect(document.body.querySelector('script')).toBeNull();
      advance(1);
      expect(document.body.querySelectorAll('script')).toHaveLength(1);
      expect(document.body.querySelector('script')).toHaveAttribute('src', '/shell/main.1a2b3c4d.js');
    }
    fail();
    advance(60_000);
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });

  it('asks once when the entry arrives', () => {
    const advance = entryStarted();
    document.body.querySelector('script')!.dispatchEvent(new Event('load'));
    advance(60_000);
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });

  it("runs the entry at the shopper's first press without waiting for the picture, and only once", () => {
    const picture = pageWithPicture(false);
    const { view, frame, advance } = fakeView();
    startEntryAfterFirstPicture('/shell/main.1a2b3c4d.js', document, view);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
    picture.dispatchEvent(new Event('load'));
    frame();
    advance(FIRST_PICTURE_WAIT_MS);
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });
});
