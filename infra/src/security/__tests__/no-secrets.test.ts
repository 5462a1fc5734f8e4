import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES } from '../../../../shared/src/platform/remotes';
import { demoTenants } from '../../demo/demo-tenants';
import { storedSigningSecrets } from '../../lead-delivery/testing/stored-signing-secrets';
import { createWebhookSigningSecrets } from '../../lead-delivery/webhook-signing-secrets';
import { REPO_ROOT } from '../../paths';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

const ADMIN_KEY = 'admin-key-9d2c7f41b3e8';
const SEARCH_KEY = 'search-only-key-51ae0c77';
/**
 * Names a bundle would carry if it read the server's environment, and the prefix of every lead webhook
 * signing secret (whoever holds one can forge its dealership's leads).
 */
const SECRET_NAMES = /OPS_TOKEN|SEARCH_ADMIN_KEY|ALGOLIA_ADMIN_KEY|searchAdminKey|secrets\.json|dlwhsec_/;
const APPS = ['shell', ...REMOTE_NAMES];
/** The build machine's checkout, as a bundle would name it if it kept a module's absolute path. */
const BUILD_PATHS = ['shared', 'node_modules'].map((dir) => `${REPO_ROOT}/${dir}/`);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

let t: TestApp;
/** Every dealership's lead webhook signing secret, each dealership given a webhook. */
let signingSecrets: string[];
beforeAll(async () => {
  t = await createTestApp({
    search: {
      appId: 'TESTAPP',
      adminKey: ADMIN_KEY,
      apiKey: SEARCH_KEY,
      indexName: 'Car_production',
      algolia: null,
    },
  });
  for (const remote of REMOTE_NAMES) {
    const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
    await t.app.platform.registry.promote(remote, version, 'test');
  }
  const { db } = t.app.platform;
  const dealerships = await db.query<{ id: number }>(
    `UPDATE dealerships SET delivery = '{"webhook": {"url": "https://crm.example.com/leads"}}' RETURNING id`,
  );
  await createWebhookSigningSecrets(db).ensure(dealerships.map((dealership) => dealership.id));
  signingSecrets = await storedSigningSecrets(db);
});
afterAll(async () => t?.close());

it('uses the keys the test gave it (so the greps below look for the real ones)', () => {
  expect(t.app.searchService.keys).toMatchObject({ adminKey: ADMIN_KEY, searchKey: SEARCH_KEY });
  expect(signingSecrets).toHaveLength(14);
});

/** The secrets of local platforms (DATA_DIR under .data/): a build that read them would carry them. */
async function localSecrets(): Promise<string[]> {
  const files = (await filesUnder(path.join(REPO_ROOT, '.data'))).filter((file) =>
    file.endsWith('secrets.json'),
  );
  const values = await Promise.all(
    files.map(async (file) =>
      Object.values(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>),
    ),
  );
  return values.flat().filter((value) => typeof value === 'string' && value.length >= 16);
}

it('puts no secret and no build machine path in any built browser file (*/dist, as built; nothing is built here)', async () => {
  const secrets = [TEST_TOKEN, ADMIN_KEY, SEARCH_KEY, ...(await localSecrets())];
  const files = (await Promise.all(APPS.map((app) => filesUnder(path.join(REPO_ROOT, app, 'dist'))))).flat();
  const text = files.filter((file) => /\.(js|mjs|json|html|css|map|txt)$/.test(file));
  const leaks: string[] = [];
  for (const file of text) {
    const content = await readFile(file, 'utf8');
    if (SECRET_NAMES.test(content))
      leaks.push(`${path.relative(REPO_ROOT, file)}: ${SECRET_NAMES.exec(content)![0]}`);
    for (const secret of secrets)
      if (content.includes(secret)) leaks.push(`${path.relative(REPO_ROOT, file)}: ${secret.slice(0, 4)}…`);
    for (const buildPath of BUILD_PATHS)
      if (content.includes(buildPath))
        leaks.push(`${path.relative(REPO_ROOT, file)}: the build's ${buildPath}`);
  }
  expect(leaks).toEqual([]);
  console.info(`no-secrets: ${text.length} built files checked for ${secrets.length} secrets`);
});

it.each(demoTenants().map((tenant) => tenant.site.slug))(
  'answers %s’s config, boot, registry and pages without the ops token, a search parent key or a webhook signing secret',
  async (slug) => {
    const host = `${slug}.localhost:8080`;
    const answers = await Promise.all(
      [
        { url: '/api/site-config' },
        { url: '/api/boot' },
        { url: '/api/registry' },
        { url: '/', accept: 'text/html' },
        { url: '/contact', accept: 'text/html' },
        { url: '/finance', accept: 'text/html' },
        { url: '/robots.txt' },
        { url: '/sitemap.xml' },
      ].map(({ url, accept }) => t.app.inject({ url, headers: { host, ...(accept ? { accept } : {}) } })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const everything = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const secret of [TEST_TOKEN, ADMIN_KEY, SEARCH_KEY, ...signingSecrets])
        expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(SECRET_NAMES);
    }
    // The browser gets a secured key derived from the search-only key, never the key itself.
    expect(answers[0]!.json().site.search.apiKey).toEqual(expect.any(String));
  },
);
