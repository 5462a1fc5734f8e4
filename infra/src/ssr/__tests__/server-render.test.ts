import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SSR_RENDER_LIMIT_MS } from '../render-limit';

jest.setTimeout(60_000);

/**
 * The shell's server bundle for these tests: the home page asks /api/site-config through the render's fetch
 * (answered in-process for the page's host) and shows the site's name; /stuck never finishes.
 */
const FAKE_SHELL_SERVER = `
exports.PROVIDED_SINGLETONS = {};
exports.renderPage = async function (input) {
  const page = new URL(input.url).pathname;
  if (page === '/contact') return new Promise(() => {});
  const res = await input.api.fetch(input.api.baseUrl + 'site-config');
  const { site } = await res.json();
  return { html: '<p>Rendered in a thread for ' + site.name + '</p>', styles: '', api: { queries: {} }, errors: [] };
};
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await mkdir(path.join(t.config.shellDist, 'ssr'), { recursive: true });
  await writeFile(path.join(t.config.shellDist, 'ssr', 'server.js'), FAKE_SHELL_SERVER);
});
afterAll(async () => t?.close());

const page = (url: string) =>
  t.app.inject({ url, headers: { host: 'harbour-nissan.localhost:8080', accept: 'text/html' } });

describe('server-side rendering through the render threads', () => {
  it("serves the page with the thread's HTML, its data fetched in-process for the page's site", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Rendered in a thread for Harbour Nissan</p>');
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=[\d.]+$/);
  });

  it('sends a page whose render goes past the time limit without it, and leaves that page to the browser for a while', async () => {
    const started = Date.now();
    const first = await page('/contact');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SSR_RENDER_LIMIT_MS - 50);
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toBeUndefined();
    expect(first.body).not.toContain('Rendered in a thread');

    const again = Date.now();
    const second = await page('/contact');
    expect(Date.now() - again).toBeLessThan(1000);
    expect(second.statusCode).toBe(200);
    // Other pages still render on the server.
    expect((await page('/')).body).toContain('Rendered in a thread');
  });
});
