import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SSR_DIR, SSR_FILE } from '../../../shared/build/ssr-files';
import { workerThreadOf } from '../db/pglite-thread/__tests__/worker-thread-of';
import { openPgliteThreadDb } from '../db/pglite-thread/pglite-thread-db';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { httpRequest, listenWhenReady, type Answer } from '../test-support/listening-platform';
import { testLead } from '../test-support/test-lead';
import { fatalMessages } from '../test-support/fatal-log-lines';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 10 s) until `condition` holds. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await condition()); waited += 20) {
    if (waited > 10_000) throw new Error('waited 10 s in vain');
    await sleep(20);
  }
}

/**
 * A dealer's webhook that takes its time: it holds every lead it is sent until released. The delivery worker
 * finishes the round it is in before the server closes, so this holds a drain open, as a slow CRM does.
 */
async function slowDealerWebhook() {
  const held: ServerResponse[] = [];
  let arrived!: () => void;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      held.push(res);
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    arrived: first,
    release: () => held.splice(0).forEach((res) => res.writeHead(200).end()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Webhook = Awaited<ReturnType<typeof slowDealerWebhook>>;

/** The shell's server bundle: a page's render asks /api/site-config through the render's in-process fetch. */
const SITE_NAME_RENDER = `
exports.PROVIDED_SINGLETONS = {};
exports.renderPage = async function (input) {
  const { site } = await (await input.api.fetch(input.api.baseUrl + 'site-config')).json();
  return { html: '<p>Rendered for ' + site.name + '</p>', styles: '', api: { queries: {} }, errors: [] };
};
`;

async function renderPagesOnTheServer(t: TestApp): Promise<void> {
  await mkdir(path.join(t.config.shellDist, SSR_DIR), { recursive: true });
  await writeFile(path.join(t.config.shellDist, SSR_DIR, SSR_FILE), SITE_NAME_RENDER);
}

/** Harbour Nissan's leads go to `webhook` only. */
const deliverTo = (t: TestApp, webhook: Webhook) =>
  t.app.platform.db.query(
    `UPDATE dealerships SET delivery = $1::jsonb WHERE site_id = (SELECT id FROM sites WHERE slug = 'harbour-nissan')`,
    [JSON.stringify({ webhook: { url: webhook.url } })],
  );

/** A keep-alive connection opened now (a browser's, or a load balancer's to this server), left open. */
async function openConnection(port: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await httpRequest(port, 'GET', '/healthz', { agent })).headers.connection).toBe('keep-alive');
  return agent;
}

/** The platform's own answer, on the connection opened before the drain, telling the client to leave it. */
function expectPlatformAnswer(answer: Answer, status: number, contentType: RegExp): void {
  expect(answer).toMatchObject({ status, reusedSocket: true });
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['content-type']).toMatch(contentType);
  // The platform's headers: Fastify's own 503 of a closing server has none of them.
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

const SHUTTING_DOWN = { status: 'not ready', reasons: ['shutting down'] };

const leadStatus = async (t: TestApp, leadId: string) =>
  (
    await t.app.platform.db.query<{ delivery_status: string }>(
      'SELECT delivery_status FROM leads WHERE id = $1',
      [leadId],
    )
  )[0]?.delivery_status;

/**
 * A server closing (a rolling deploy's SIGTERM, or a server whose embedded database died) stops taking
 * connections and answers what reaches it on the connections it has: browsers and load balancers keep
 * connections open between requests, and send the next request on them while the drain lasts. Each such
 * request is answered by the platform (not Fastify's bare 503), with `Connection: close` so the client's next
 * request goes to another server; readiness fails from the drain's first moment.
 */
describe('a platform server while it drains', () => {
  let t: TestApp | undefined;
  let webhook: Webhook | undefined;
  afterEach(async () => {
    webhook?.release();
    await t?.close();
    await webhook?.close();
    t = webhook = undefined;
  });

  it('answers requests on connections opened before the drain as before, with Connection: close, and is not ready', async () => {
    const logLines: string[] = [];
    t = await createTestApp({}, { logLines });
    const port = await listenWhenReady(t);
    await renderPagesOnTheServer(t);
    const home = await httpRequest(port, 'GET', '/', { accept: 'text/html' });
    expect(home.body).toContain('<p>Rendered for Harbour Nissan</p>');
    webhook = await slowDealerWebhook();
    await deliverTo(t, webhook);
    const [browser, shopper, probe, other] = await Promise.all([1, 2, 3, 4].map(() => openConnection(port)));
    // A lead on its way to the dealer's slow webhook: the drain lasts until that delivery ends.
    expect((await httpRequest(port, 'POST', '/api/leads', { payload: testLead() })).status).toBe(201);
    await webhook.arrived;

    const logged = logLines.length;
    const closed = t.app.close();
    await until(async () => (await httpRequest(port, 'GET', '/readyz')).status !== 200);

    const ready = await httpRequest(port, 'GET', '/readyz', { agent: probe });
    expectPlatformAnswer(ready, 503, /^application\/json/);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(ready.body)).toEqual(SHUTTING_DOWN);
    const config = await httpRequest(port, 'GET', '/api/site-config', { agent: browser });
    expectPlatformAnswer(config, 200, /^application\/json/);
    expect(JSON.parse(config.body)).toMatchObject({ site: { name: 'Harbour Nissan' } });
    const page = await httpRequest(port, 'GET', '/contact', { agent: other, accept: 'text/html' });
    expectPlatformAnswer(page, 200, /^text\/html/);
    // Not rendered on the server: a closing Fastify refuses the render's in-process API calls. The browser
    // renders it, as when a render fails, but no render is started to fail.
    expect(page.headers['server-timing']).toBeUndefined();
    expect(logLines.slice(logged).filter((line) => line.includes('render'))).toEqual([]);
    const lead = await httpRequest(port, 'POST', '/api/leads', {
      agent: shopper,
      payload: testLead({ name: 'During the drain' }),
    });
    expectPlatformAnswer(lead, 201, /^application\/json/);
    // Liveness: the process is well, only leaving.
    expect(JSON.parse((await httpRequest(port, 'GET', '/healthz')).body)).toEqual({ status: 'ok' });

    const released = Date.now();
    webhook.release();
    await closed;
    expect(Date.now() - released).toBeLessThan(5_000);
    // Accepted, so stored: the next server's delivery worker sends it.
    expect(await leadStatus(t, JSON.parse(lead.body).lead_id)).toBe('pending');
  });

  it('answers a lead still being sent when the drain begins with Connection: close, stores it, and ends the drain with it', async () => {
    t = await createTestApp();
    const port = await listenWhenReady(t);
    const browser = await openConnection(port);
    const received = new Promise((resolve) => t!.app.server.once('request', resolve));
    let sendTheRest!: () => void;
    const lead = httpRequest(port, 'POST', '/api/leads', {
      agent: browser,
      payload: testLead({ name: 'Half sent' }),
      bodyHeldUntil: new Promise<void>((resolve) => (sendTheRest = resolve)),
    });
    await received;

    let closedAt: number | undefined;
    const closed = t.app.close().then(() => (closedAt = Date.now()));
    await until(() => !t!.app.server.listening);
    sendTheRest();
    const answer = await lead;
    expect(answer).toMatchObject({ status: 201, reusedSocket: true });
    expect(answer.headers.connection).toBe('close');
    // The drain ends once it is answered, not when the keep-alive connection would have timed out (72 s).
    await Promise.race([closed, sleep(5_000)]);
    expect(closedAt).toBeDefined();
    expect(await leadStatus(t, JSON.parse(answer.body).lead_id)).toBe('pending');
  });

  describe('when its embedded database died', () => {
    let root: string;
    let exit: jest.SpiedFunction<typeof process.exit>;
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'dealerline-drain-'));
      exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit);
    });
    afterAll(async () => {
      exit.mockRestore();
      await rm(root, { recursive: true, force: true });
    });

    it("answers what needs the database with the platform's 503 and Retry-After, a page with the site it holds", async () => {
      const logLines: string[] = [];
      t = await createTestApp({}, { db: await openPgliteThreadDb(path.join(root, 'pglite')), logLines });
      const port = await listenWhenReady(t);
      webhook = await slowDealerWebhook();
      await deliverTo(t, webhook);
      const [shopper, browser, probe] = await Promise.all([1, 2, 3].map(() => openConnection(port)));
      expect((await httpRequest(port, 'POST', '/api/leads', { payload: testLead() })).status).toBe(201);
      await webhook.arrived;

      await (await workerThreadOf(t.app.platform.db)).terminate();
      // Its one fatal line, then the drain: the lead on its way holds it open.
      await until(() => fatalMessages(logLines).length > 0);

      const lead = await httpRequest(port, 'POST', '/api/leads', { agent: shopper, payload: testLead() });
      expectPlatformAnswer(lead, 503, /^application\/json/);
      expect(lead.headers['retry-after']).toBe('30');
      expect(JSON.parse(lead.body)).toEqual({ message: UNAVAILABLE_MESSAGE });
      const page = await httpRequest(port, 'GET', '/contact', { agent: browser, accept: 'text/html' });
      expectPlatformAnswer(page, 503, /^text\/html/);
      expect(page.headers['retry-after']).toBe('30');
      // The shell's page of the site, from what the server holds in memory (render-shell.ts).
      expect(page.body).toContain('<title>Contact Us | Harbour Nissan</title>');
      const ready = await httpRequest(port, 'GET', '/readyz', { agent: probe });
      expectPlatformAnswer(ready, 503, /^application\/json/);
      expect(JSON.parse(ready.body)).toEqual(SHUTTING_DOWN);
    });
  });
});
