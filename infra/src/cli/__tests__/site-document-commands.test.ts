import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDb } from '../../db/pglite-db';
import type { SiteDocument } from '../../site-documents/site-document';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { main } from '../main';
import { formatSitePut } from '../site-document-commands';

jest.setTimeout(120_000);

let t: TestApp;
let url: string;
let tmp: string;

beforeAll(async () => {
  t = await createTestApp({ demoCars: 0, leadDelivery: { enabled: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tmp = await mkdtemp(path.join(os.tmpdir(), 'cli-sites-'));
});
afterAll(async () => {
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

/** The CLI against the test platform (or with `env` of its own). */
async function cli(argv: string[], env: Record<string, string | undefined> = { PLATFORM_URL: url }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (text) => out.push(text), {
    env: { OPS_ACTOR: 'tester', OPS_TOKEN: TEST_TOKEN, DATA_DIR: tmp, ...env },
    note: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let files = 0;
async function documentFile(content: unknown): Promise<string> {
  const file = path.join(tmp, `site-${++files}.json`);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

describe('what sites put prints', () => {
  it('counts the cars whose search records are refreshed in words that agree: 1 car, 2 cars', () => {
    const put = { slug: 'x', created: false, dry_run: false, changes: ['site.name: "A" → "B"'] };
    expect(formatSitePut({ ...put, reindexed_cars: 1 })).toContain(
      'search records of 1 car are being refreshed',
    );
    expect(formatSitePut({ ...put, dry_run: true, reindexed_cars: 1200 })).toContain(
      'search records of 1,200 cars would be refreshed',
    );
  });
});

describe('sites show and sites put: arguments', () => {
  it.each([
    [['sites', 'show'], /Missing <slug>/],
    [['sites', 'put'], /Missing <file\.json>/],
    [['sites', 'put', 'a.json', 'b.json'], /Unexpected "b\.json": the command is sites put <file\.json>/],
    [
      ['sites', 'put', 'a.json', '--force'],
      /sites put does not take --force \(its options: --dry-run, --actor\)/,
    ],
    [['sites', 'show', 'x', '--dry-run'], /sites show does not take --dry-run/],
  ])('refuses %j as a usage error (exit 2)', async (argv, message) => {
    const run = await cli(argv);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
  });
});

describe('sites show > x.json, edit, sites put x.json (through the platform)', () => {
  it('prints the document as JSON, and putting it back unchanged changes nothing', async () => {
    const shown = await cli(['sites', 'show', 'harbour-nissan']);
    expect(shown.code).toBe(0);
    expect(shown.err).toContain(`Acting on the platform at ${url}`);
    const document: SiteDocument = JSON.parse(shown.out);
    expect(document.site.slug).toBe('harbour-nissan');
    const put = await cli(['sites', 'put', await documentFile(shown.out)]);
    expect(put).toMatchObject({ code: 0, out: 'Replaced site harbour-nissan (no change)' });
    expect((await cli(['sites', 'show', 'harbour-nissan'])).out).toBe(shown.out);
  });

  it('--dry-run prints what would change and writes nothing; without it the change is made', async () => {
    const document: SiteDocument = JSON.parse((await cli(['sites', 'show', 'riverina-trucks'])).out);
    document.site.no_price_text = 'Price on Application';
    const file = await documentFile(document);
    const dry = await cli(['sites', 'put', file, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out).toBe(
      'Dry run, nothing written: sites put would replace site riverina-trucks:\n' +
        '  site.no_price_text: "POA" → "Price on Application"',
    );
    expect(JSON.parse((await cli(['sites', 'show', 'riverina-trucks'])).out).site.no_price_text).toBe('POA');
    const real = await cli(['sites', 'put', file, '--actor', 'ops-alice']);
    expect(real.out).toBe(
      'Replaced site riverina-trucks:\n  site.no_price_text: "POA" → "Price on Application"',
    );
    const config = await t.app.inject({
      url: '/api/site-config',
      headers: { host: 'riverina-trucks.localhost' },
    });
    expect(config.json().site.no_price_text).toBe('Price on Application');
  });

  it('refuses a document with problems (exit 1), naming each JSON path, before anything is sent', async () => {
    const document: SiteDocument = JSON.parse((await cli(['sites', 'show', 'metro-drive'])).out);
    document.dealer.phone = '555-1234';
    document.dealer.email = 'sales';
    document.dealer.locations[0]!.address.state = 'Queensland';
    const run = await cli(['sites', 'put', await documentFile(document)]);
    expect(run.code).toBe(1);
    // The structure first: the rules' messages would be guesses about a document of the wrong shape.
    expect(run.err).toMatch(
      /Refused: .*site-\d+\.json: The site document has a problem; nothing was written:\n {2}dealer\.locations\[0\]\.address\.state: must be one of "NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT" \(it is "Queensland"\)$/,
    );
    document.dealer.locations[0]!.address.state = 'QLD';
    const again = await cli(['sites', 'put', await documentFile(document)]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(
      /The site document has 2 problems; nothing was written:\n {2}dealer\.phone: "555-1234" is not a valid Australian phone number\n {2}dealer\.email: "sales" is not a valid email address$/,
    );
  });

  it('passes on the platform’s refusal: a domain of another site (exit 1, nothing written)', async () => {
    const document: SiteDocument = JSON.parse((await cli(['sites', 'show', 'metro-drive'])).out);
    document.site.domains = ['www.harbournissan.com.au'];
    const run = await cli(['sites', 'put', await documentFile(document)]);
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      'site.domains[0]: "www.harbournissan.com.au" is a domain of the site harbour-nissan',
    );
    expect(JSON.parse((await cli(['sites', 'show', 'metro-drive'])).out).site.domains).not.toContain(
      'www.harbournissan.com.au',
    );
  });

  it('refuses a file that is missing or not JSON, and an unknown site', async () => {
    expect((await cli(['sites', 'put', path.join(tmp, 'missing.json')])).err).toContain(
      'missing.json: no such file',
    );
    const broken = await cli(['sites', 'put', await documentFile('{"site": ')]);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/site-\d+\.json is not JSON: /);
    const unknown = await cli(['sites', 'show', 'nowhere-motors']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Refused: No site nowhere-motors');
  });
});

describe('sites show and put --local (no platform server)', () => {
  it('creates a new site from a demo site’s document in the embedded database', async () => {
    const dataDir = path.join(tmp, 'local');
    const db = await openPgliteDb(path.join(dataDir, 'pglite'));
    await db.close();
    const env = { DATA_DIR: dataDir, PLATFORM_URL: undefined };
    const shown = await cli(['sites', 'show', 'top-end-motors', '--local'], env);
    expect(shown.code).toBe(0);
    expect(shown.err).toContain('Acting on the database directly (--local, no platform server)');
    const document: SiteDocument = JSON.parse(shown.out);
    document.site.slug = 'top-end-motors-katherine';
    document.site.domains = [];
    for (const d of document.dealer.dealerships) d.slug = `${d.slug}-katherine`;
    for (const l of document.dealer.locations) {
      l.slug = `${l.slug}-katherine`;
      l.dealership_slug = `${l.dealership_slug}-katherine`;
    }
    const file = await documentFile(document);
    const put = await cli(['sites', 'put', file, '--local'], env);
    expect(put.code).toBe(0);
    expect(put.out).toMatch(
      /^Created site top-end-motors-katherine:\n {2}creates site top-end-motors-katherine/,
    );
    const again = await cli(['sites', 'show', 'top-end-motors-katherine', '--local'], env);
    expect(JSON.parse(again.out)).toEqual(JSON.parse(await readFile(file, 'utf8')));
  });
});
