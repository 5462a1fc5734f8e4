import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM, type DOMWindow } from 'jsdom';
import { compileStandaloneScript } from '../standalone-script';

const STARTUP = path.resolve(__dirname, '../../../shell/src/startup');
/** The shell's paint-first script as its build ships it (shell/rspack.config.ts). */
const PAINT_FIRST = [path.join(STARTUP, 'paint-first.ts'), path.join(STARTUP, 'early-presses.ts')];

/** A page as the browser gets it: the compiled script in place of the entry, told the entry's URL. */
function pageRunning(code: string, body: string) {
  const html = `<!doctype html><html><head></head><body>${body}<script data-main="/shell/main.1a2b3c4d.js">${code}</script></body></html>`;
  return new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true }).window;
}

const entryScript = (window: DOMWindow) =>
  window.document.querySelector('script[src="/shell/main.1a2b3c4d.js"]');

const frameAndTask = (window: DOMWindow) =>
  new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 5)));

describe('compileStandaloneScript (the shell paint-first script as shipped)', () => {
  const script = compileStandaloneScript(PAINT_FIRST, true);

  it('is one content-hashed, minified classic script', () => {
    expect(script.file).toMatch(/^paint-first\.[0-9a-f]{8}\.js$/);
    expect(script.code).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/);
    expect(script.code.length).toBeLessThan(4096);
  });

  it('starts the entry after the page has painted when the page has no picture', async () => {
    const window = pageRunning(script.code, '<main><p>Finance</p></main>');
    expect(window.document.head.querySelector('link[rel="preload"][as="script"]')).toHaveProperty(
      'href',
      expect.stringMatching(/\/shell\/main\.1a2b3c4d\.js$/),
    );
    expect(entryScript(window)).toBeNull();
    await frameAndTask(window);
    await frameAndTask(window);
    expect(entryScript(window)).not.toBeNull();
    window.close();
  });

  it("waits for the page's picture before it starts the entry", async () => {
    const window = pageRunning(script.code, '<main><img src="/images/hero.jpg" alt=""></main>');
    await frameAndTask(window);
    await frameAndTask(window);
    expect(entryScript(window)).toBeNull();
    window.document.querySelector('img')!.dispatchEvent(new window.Event('load'));
    await frameAndTask(window);
    await frameAndTask(window);
    expect(entryScript(window)).not.toBeNull();
    window.close();
  });

  it("starts the entry at the shopper's first press and presses the button again once the page has hydrated", async () => {
    const window = pageRunning(
      script.code,
      '<div id="root"><main><img src="/images/hero.jpg" alt=""><button type="button">Chat with Us</button></main></div>',
    );
    const button = window.document.querySelector('button')!;
    const pressed = jest.fn();
    window.document.getElementById('root')!.addEventListener('click', pressed);
    button.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    button.click();
    expect(entryScript(window)).not.toBeNull();
    expect(pressed).not.toHaveBeenCalled();
    window.document.documentElement.dataset.hydrated = 'true';
    await frameAndTask(window);
    expect(pressed).toHaveBeenCalledTimes(1);
    window.close();
  });

  it('refuses a script that imports: it would ship without what it imports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
    const file = path.join(dir, 'imports.ts');
    writeFileSync(file, "import { x } from './x';\nconsole.log(x);\n");
    expect(() => compileStandaloneScript(file, true)).toThrow(/must not import/);
  });
});
