import { createWidgetHolds, WIDGET_HOLD_ATTRIBUTE } from '../widget-holds';

/**
 * A document of its own (holds listen on their document for good) with the server HTML of two widgets, each a
 * link and a button inside its wrapper.
 */
function serverHtml() {
  const document = window.document.implementation.createHTMLDocument('page');
  document.body.innerHTML = ['_R_1_', '_R_2_']
    .map(
      (id) =>
        `<div ${WIDGET_HOLD_ATTRIBUTE}="${id}"><div><a href="/finance?car=${id}"><strong>$99 /week</strong></a>` +
        `<button type="button">Disclaimer ${id}</button></div></div>`,
    )
    .join('');
  const widget = (id: string) => document.querySelector(`[${WIDGET_HOLD_ATTRIBUTE}="${id}"]`)!;
  return { document, widget, button: (id: string) => widget(id).querySelector('button')! };
}

const BOX = 'mf_finance/finance-box';

/** A click as the browser sends it (cancelable, so a held one can be stopped). */
const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });

/** Whether the promise has settled once the tasks and microtasks already queued have run. */
async function settled(promise: Promise<void> | undefined): Promise<boolean> {
  let done = false;
  void promise?.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('widget holds', () => {
  it('holds only a widget whose server HTML is on the page', () => {
    const { document } = serverHtml();
    const holds = createWidgetHolds(document);
    expect(holds.holdFor('_R_1_', BOX)).toBeInstanceOf(Promise);
    expect(holds.holdFor('_r_client_', BOX)).toBeUndefined();
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin'])(
    'lets a widget load when the shopper reaches for it (%s), and no other',
    async (type) => {
      const { document, widget } = serverHtml();
      const holds = createWidgetHolds(document);
      const first = holds.holdFor('_R_1_', BOX);
      const second = holds.holdFor('_R_2_', BOX);
      expect(await settled(first)).toBe(false);
      widget('_R_1_')
        .querySelector('strong')!
        .dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(first)).toBe(true);
      expect(await settled(second)).toBe(false);
    },
  );

  it('stops a click that comes before the widget hydrated, and clicks the same element again after', async () => {
    const { document, button } = serverHtml();
    const holds = createWidgetHolds(document);
    const hold = holds.holdFor('_R_1_', BOX);
    const clicks: boolean[] = [];
    document.body.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const early = click();
    button('_R_1_').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(await settled(hold)).toBe(true);

    holds.hydrated('_R_1_');
    await settled(undefined);
    expect(clicks).toEqual([false]);

    // Once hydrated, clicks pass as usual.
    button('_R_1_').click();
    expect(clicks).toEqual([false, false]);
  });

  it('holds a button clicked before its widget asked for a hold (the page not hydrated), and lets that widget load at once', async () => {
    const { document, button } = serverHtml();
    const holds = createWidgetHolds(document);
    const clicks: boolean[] = [];
    document.body.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const early = click();
    button('_R_1_').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    // The widget asks once its card hydrates: it may load now, and gets the click once hydrated.
    expect(await settled(holds.holdFor('_R_1_', BOX))).toBe(true);
    expect(await settled(holds.holdFor('_R_2_', BOX))).toBe(false);
    holds.hydrated('_R_1_');
    await settled(undefined);
    expect(clicks).toEqual([false]);
  });

  it("lets a widget the shopper touched before it asked for a hold load at once, and a link's early click through", async () => {
    const { document, widget } = serverHtml();
    const holds = createWidgetHolds(document);
    const link = widget('_R_2_').querySelector('a')!;
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    const early = click();
    link.dispatchEvent(early);
    // The server's link works as it is: the browser follows it.
    expect(early.defaultPrevented).toBe(false);
    expect(await settled(holds.holdFor('_R_2_', BOX))).toBe(true);
  });

  it('leaves alone widgets that came after it started (rendered by the browser, not the server)', () => {
    const document = window.document.implementation.createHTMLDocument('page');
    createWidgetHolds(document);
    document.body.innerHTML = `<div ${WIDGET_HOLD_ATTRIBUTE}="_r_9_"><button type="button">Disclaimer</button></div>`;
    const event = click();
    document.querySelector('button')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('follows a held link whose widget went away instead of hydrating (its remote failed)', async () => {
    const { document, widget } = serverHtml();
    const followed: string[] = [];
    const holds = createWidgetHolds(document, (href) => followed.push(href));
    holds.holdFor('_R_2_', BOX);
    const strong = widget('_R_2_').querySelector('strong')!;
    strong.click();
    widget('_R_2_').remove();
    holds.hydrated('_R_2_');
    await settled(undefined);
    expect(followed).toEqual(['/finance?car=_R_2_']);
  });

  it('lets every widget of a module go at once (one of them failed to load)', async () => {
    const { document } = serverHtml();
    const holds = createWidgetHolds(document);
    const first = holds.holdFor('_R_1_', BOX);
    const second = holds.holdFor('_R_2_', BOX);
    holds.releaseModule('mf_leads/other');
    expect(await settled(first)).toBe(false);
    holds.releaseModule(BOX);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('leaves a click with a modifier key (a new tab) to the browser, and lets the widget load', async () => {
    const { document, widget } = serverHtml();
    const holds = createWidgetHolds(document);
    const hold = holds.holdFor('_R_1_', BOX);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    widget('_R_1_').querySelector('a')!.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(await settled(hold)).toBe(true);
  });

  it('lets clicks outside held widgets through', () => {
    const { document } = serverHtml();
    document.body.insertAdjacentHTML('beforeend', '<button type="button">Outside</button>');
    const holds = createWidgetHolds(document);
    holds.holdFor('_R_1_', BOX);
    const outside = document.body.lastElementChild!;
    const event = click();
    outside.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
