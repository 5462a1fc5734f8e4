import { createTestApp, type TestApp } from '../../test-support/test-app';
import { loadSiteDocument } from '../../site-documents/load-site-document';
import { loadTenant } from '../load-tenant';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoCars: 0, leadDelivery: { enabled: false } });
});
afterAll(async () => t?.close());

it("serves favourites on a site of Nissan's template saved with the flag off, and only there", async () => {
  const db = t.app.platform.db;
  await db.query(
    `UPDATE sites SET favourites = false WHERE slug IN ('harbour-nissan', 'coastline-motor-group')`,
  );
  expect((await loadTenant(db, 'harbour-nissan'))!.site.favourites).toBe(true);
  expect((await loadTenant(db, 'coastline-motor-group'))!.site.favourites).toBe(false);
});

it("shows an operator the site's stored flag, so a document moved off Nissan's template loses its favourites", async () => {
  const db = t.app.platform.db;
  await db.query(`UPDATE sites SET favourites = false WHERE slug = 'harbour-nissan'`);
  const document = (await loadSiteDocument(db, 'harbour-nissan'))!;
  expect(document.site.template).toBe('nissan-manufacturer');
  expect(document.site.favourites).toBe(false);
  expect((await loadTenant(db, 'harbour-nissan'))!.site.favourites).toBe(true);
});
