import { createTestApp, type TestApp } from '../../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoCars: 0, leadDelivery: { enabled: false } });
  await t.app.ready();
});
afterAll(async () => t?.close());

const SITE = 'coastline-motor-group';
const host = { host: `${SITE}.localhost:8080` };
const links = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/promotions', headers: host })).json() as {
      promotions: { title: string; link_href: string | null }[];
    }
  ).promotions.map((promotion) => promotion.link_href);
const homeSlideLinks = async () => {
  const page = await t.app.inject({ method: 'GET', url: '/', headers: { ...host, accept: 'text/html' } });
  const boot = /<script id="dealerline-boot" type="application\/json">([^<]*)<\/script>/.exec(page.body)?.[1];
  return (
    JSON.parse(boot!) as { prefetched: { promotions: { link_href: string | null }[] } }
  ).prefetched.promotions.map((promotion) => promotion.link_href);
};

it('keeps a slide but not its link to Special Offers once the last offer has ended', async () => {
  expect(await links()).toContain('/special-offers');
  await t.app.platform.sites.change((tx) =>
    tx.query(
      `UPDATE offers SET expires_at = now() - interval '1 day'
       WHERE site_id = (SELECT id FROM sites WHERE slug = $1)`,
      [SITE],
    ),
  );
  const after = await links();
  expect(after.length).toBeGreaterThan(0);
  expect(after).not.toContain('/special-offers');
  expect(await homeSlideLinks()).not.toContain('/special-offers');
});
