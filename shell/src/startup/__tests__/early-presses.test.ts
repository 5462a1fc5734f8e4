import {
  elementToPressAgain,
  heldPress,
  holdEarlyPresses,
  HYDRATED_ATTRIBUTE,
  pathBelow,
  pressNeedingCode,
} from '../early-presses';

/** A server page: what the shell will hydrate, inside #root. */
const SERVER_PAGE = `
  <div id="root">
    <header>
      <a href="tel:+61754432100">07 5443 2100</a>
      <button type="button" popovertarget="main-menu">Menu</button>
    </header>
    <main>
      <a href="/contact?car_id=118">Enquire Now</a>
      <button type="button" id="chat">Chat with <b>Us</b></button>
      <button type="submit" disabled>Send</button>
      <label id="toyota"><input type="checkbox" value="Toyota"> Toyota</label>
      <label>Postcode <input type="text"></label>
      <select><option>Any</option></select>
      <details><summary>More</summary></details>
      <div role="button" tabindex="0">Compare</div>
    </main>
  </div>`;

// Each test on a page of its own: the holds listen on the document for good.
let document: Document;
beforeEach(() => {
  document = window.document.implementation.createHTMLDocument();
  document.body.innerHTML = SERVER_PAGE;
});

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('#root *')].find((element) => element.textContent === text)!;

describe('pressNeedingCode', () => {
  it('is the button or custom button whose press only the page can answer', () => {
    const chat = document.getElementById('chat')!;
    expect(pressNeedingCode(chat.querySelector('b'))).toBe(chat);
    expect(pressNeedingCode(byText('Compare'))).toBe(byText('Compare'));
  });

  it("leaves to the browser what works without the page's code", () => {
    for (const target of [
      byText('07 5443 2100'),
      byText('Enquire Now'),
      byText('Menu'),
      byText('Send'),
      // The browser ticks it, and the filter's code takes the tick once it has hydrated (keep-ticked-boxes).
      document.querySelector('input[type="checkbox"]'),
      document.getElementById('toyota'),
      document.querySelector('input[type="text"]'),
      document.querySelector('input[type="text"]')!.closest('label'),
      document.querySelector('select'),
      byText('More'),
      document.querySelector('main'),
    ])
      expect(pressNeedingCode(target)).toBeNull();
  });
});

describe('elementToPressAgain', () => {
  it('is the pressed element while it is on the page (React hydrates it in place)', () => {
    const root = document.getElementById('root')!;
    const chat = document.getElementById('chat')!;
    expect(elementToPressAgain(root, heldPress(root, chat))).toBe(chat);
  });

  it('is the same control at the same place when React rendered that part anew', () => {
    const root = document.getElementById('root')!;
    const press = heldPress(root, document.getElementById('chat')!);
    expect(press.path).toEqual(pathBelow(root, document.getElementById('chat')!));
    root.innerHTML = SERVER_PAGE.replace(/<\/?div id="root">/g, '');
    const again = document.getElementById('chat');
    expect(again).not.toBe(press.element);
    expect(elementToPressAgain(root, press)).toBe(again);
  });

  it('is nothing when another control stands where it was', () => {
    const root = document.getElementById('root')!;
    const press = heldPress(root, document.getElementById('chat')!);
    root.innerHTML = SERVER_PAGE.replace(/<\/?div id="root">/g, '').replace('Chat with', 'Email');
    expect(elementToPressAgain(root, press)).toBeNull();
  });
});

describe('holdEarlyPresses', () => {
  const hydrate = () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function pageListening() {
    holdEarlyPresses(document);
    // React's root: what the hydrated page does with a click (a link's it marks, the browser's default).
    const answered: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => {
      const text = (event.target as HTMLElement).textContent!.trim();
      answered.push(event.defaultPrevented ? `${text} (prevented)` : text);
    });
    return answered;
  }

  it('holds a press before the page has hydrated and presses the same button again once it has', async () => {
    const answered = pageListening();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('chat')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(answered).toEqual([]);
    hydrate();
    await settle();
    expect(answered).toEqual(['Chat with Us']);
  });

  it('presses only the latest of several presses, once', async () => {
    const answered = pageListening();
    document.getElementById('chat')!.click();
    document.getElementById('chat')!.click();
    byText('Compare').click();
    hydrate();
    await settle();
    expect(answered).toEqual(['Compare']);
  });

  it('lets the browser tick a checkbox, and does not tick it again once hydrated', async () => {
    pageListening();
    const checkbox = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    document.getElementById('toyota')!.click();
    expect(checkbox.checked).toBe(true);
    hydrate();
    await settle();
    expect(checkbox.checked).toBe(true);
  });

  it('lets a link, a popover button and a press with a modifier key through, and every press once hydrated', async () => {
    const answered = pageListening();
    byText('Enquire Now').click();
    byText('Menu').click();
    document
      .getElementById('chat')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(answered).toEqual(['Enquire Now', 'Menu', 'Chat with Us']);
    hydrate();
    await settle();
    document.getElementById('chat')!.click();
    expect(answered).toEqual(['Enquire Now', 'Menu', 'Chat with Us', 'Chat with Us']);
  });
});
