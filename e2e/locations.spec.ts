import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DealerConfig, SpecialHoursEntry } from '@dealerline/shared';
import { E2E_PORT, siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

/**
 * Issue 8 points 1–6 in Chromium against the platform: the group's contact page grid with the hours of a
 * fixed date (page.clock), the holiday hours modal, a single-location map card drawn offline, the postcode
 * search by distance and "Invalid postcode", and Email Us loading mf-leads' form in a dialog.
 */
const COASTLINE = 'coastline-motor-group';
const MAZDA = 'coastline-mazda-maroochydore';

const card = (page: Page, slug: string) => page.locator(`article[data-location-slug="${slug}"]`);
const cardSlugs = (page: Page) =>
  page
    .locator('[data-location-block] article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-location-slug')));

async function coastlineDealer(page: Page): Promise<DealerConfig> {
  const answer = await page.request.get(`http://localhost:${E2E_PORT}/api/site-config?site=${COASTLINE}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { dealer: DealerConfig }).dealer;
}

/** The group's coming Christmas Day (closed for all departments) and Christmas Eve, from the seeded data. */
async function christmas(page: Page): Promise<{ eve: string; day: string }> {
  const dealer = await coastlineDealer(page);
  const special: SpecialHoursEntry[] = dealer.locations.find((l) => l.slug === MAZDA)!.special_hours;
  const day = special.find((s) => s.date.endsWith('-12-25') && s.department === 'all')!.date;
  return { day, eve: day.replace(/-25$/, '-24') };
}

/** "Friday 25 December 2026" for a YYYY-MM-DD date. */
function longDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = at.toLocaleDateString('en-AU', { weekday: 'long', timeZone: 'UTC' });
  const month = at.toLocaleDateString('en-AU', { month: 'long', timeZone: 'UTC' });
  return `${weekday} ${at.getUTCDate()} ${month} ${at.getUTCFullYear()}`;
}

const todayRow = (page: Page, slug: string, table: string) =>
  card(page, slug)
    .getByRole('table', { name: new RegExp(table) })
    .locator('tr[aria-current="date"]');

test('the group contact page shows the grid with the hours of a fixed weekday', async ({ page }) => {
  // Tuesday 24 November 2026, 10:00 in Brisbane (the group's time zone).
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+10:00'));
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const grid = page.locator('[data-location-grid]');
  await expect(grid.locator('article')).toHaveCount(8);
  // 8 locations at 1280 px wide: 4 columns.
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);

  await expect(todayRow(page, MAZDA, 'Sales Hours')).toHaveText('Tuesday8:30am - 5:30pm');
  await expect(todayRow(page, MAZDA, 'Service Hours')).toHaveText('Tuesday7:30am - 5:00pm');
  await expect(
    card(page, MAZDA)
      .getByRole('table', { name: /Sales Hours/ })
      .locator('caption'),
  ).toContainText('Open now');
  // Saturday "Closed" reads "By appointment only" for this dealer.
  const nambourSales = card(page, 'coastline-toyota-nambour').getByRole('table', { name: /Sales Hours/ });
  await expect(nambourSales.getByRole('row', { name: /Saturday/ })).toHaveText('SaturdayBy appointment only');
  await expect(nambourSales.getByRole('row', { name: /Sunday/ })).toHaveText('SundayClosed');
  // The card of point 2.
  const mazda = card(page, MAZDA);
  await expect(mazda.getByRole('img', { name: '4.8 out of 5 stars' })).toBeVisible();
  await expect(mazda).toContainText('12,270 reviews');
  await expect(mazda).toContainText('MRB: 45210');
  await expect(mazda.getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:+61412345678');
  await expect(mazda.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('target', '_blank');
  await expect(mazda.getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
  const coming = card(page, 'coastline-subaru-caloundra');
  await expect(coming.getByRole('heading')).toContainText('Coming Late 2025');
  // Not open yet: its planned hours, and no "Open now" at 10:00 on a Tuesday.
  await expect(coming.getByRole('table').first()).toBeVisible();
  await expect(coming.locator('[data-open-status]')).toHaveCount(0);
});

test("on a phone the home page's locations are a row the shopper swipes through; the contact page lists them", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const items = page.locator('[data-location-grid] > li');
  const positions = () =>
    items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));

  await page.goto(siteUrl(COASTLINE, '/'));
  await waitForHydration(page);
  await expect(items).toHaveCount(8);
  await items.first().scrollIntoViewIfNeeded();
  const row = await positions();
  // Side by side on one line, the first card and the edge of the second in view, the last out of sight.
  expect(new Set(row.map((box) => box.y)).size).toBe(1);
  expect(row[1]!.x).toBeGreaterThan(row[0]!.x + row[0]!.width);
  await expect(items.nth(1)).toBeInViewport({ ratio: 0.05 });
  await expect(items.nth(7)).not.toBeInViewport();
  // The whole block is about one card tall, not eight.
  const block = await page.locator('[data-location-block]').boundingBox();
  expect(block!.height).toBeLessThan(2 * row[0]!.height);
  // A swipe along the row reaches the last location, whose links work.
  const last = items.nth(7).getByRole('link', { name: /^View Details of / });
  await last.scrollIntoViewIfNeeded();
  // The row has scrolled: the last card now sits across the screen where the first was.
  const lastBox = await items.nth(7).boundingBox();
  expect(lastBox!.x).toBeGreaterThanOrEqual(0);
  expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(412);
  const href = await last.getAttribute('href');
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  await expect(items).toHaveCount(8);
  const column = await positions();
  expect(new Set(column.map((box) => box.x)).size).toBe(1);
  expect(column[1]!.y).toBeGreaterThan(column[0]!.y + column[0]!.height - 1);
  // The form is screens below the eight cards: a link under the heading jumps to it, and it works there.
  const form = page.getByRole('heading', { name: 'Send us a message' });
  await expect(form).not.toBeInViewport();
  await page.getByRole('link', { name: 'Send us a message' }).click();
  await expect(form).toBeInViewport();
  await page.getByLabel('First Name').fill('Sam');
  await expect(page.getByLabel('First Name')).toHaveValue('Sam');
  await context.close();
});

test('on Christmas Day the hours read Closed and the holiday hours modal lists the season', async ({
  page,
}) => {
  const { day, eve } = await christmas(page);
  await page.clock.setFixedTime(new Date(`${day}T10:00:00+10:00`));
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  await expect(todayRow(page, MAZDA, 'Sales Hours')).toContainText('Closed (holiday hours)');
  await expect(
    card(page, MAZDA)
      .getByRole('table', { name: /Sales Hours/ })
      .locator('caption'),
  ).toContainText('Closed now');

  await page.clock.setFixedTime(new Date(`${eve}T10:00:00+10:00`));
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  const opener = card(page, MAZDA).getByRole('button', { name: 'View Holiday Opening Hours' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours – Coastline Mazda Maroochydore' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`[data-holiday-date="${eve}"]`)).toHaveText(
    `${longDate(eve)}Sales: 8:30am - 12:00pmService: Closed`,
  );
  await expect(dialog.locator(`[data-holiday-date="${day}"]`)).toHaveText(
    `${longDate(day)}All departments: Closed`,
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a single-location site shows the map card, drawn without the network', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== 'localhost' && !host.endsWith('.localhost') && host !== '127.0.0.1')
      outside.push(request.url());
  });
  await page.goto(siteUrl('westside-pre-owned', '/contact'));
  await waitForHydration(page);
  const mapCard = page.locator('[data-location-map-card]');
  await expect(mapCard).toBeVisible();
  await expect(
    mapCard.getByRole('img', { name: 'Map: 388 Scarborough Beach Road, Osborne Park WA 6017' }),
  ).toBeVisible();
  await expect(mapCard.locator('article')).toHaveCount(1);
  await expect(page.getByLabel('Your postcode')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('a postcode search orders the locations by distance; an unknown postcode says "Invalid postcode"', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  const postcode = page.getByLabel('Your postcode');
  await postcode.fill('4566');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect.poll(async () => (await cardSlugs(page))[0]).toBe('coastline-hyundai-noosaville');
  const distances = await page
    .locator('[data-location-block] article [data-distance]')
    .evaluateAll((items) => items.map((item) => Number.parseFloat(item.textContent!.replace(/,/g, ''))));
  expect(distances).toHaveLength(8);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);

  await postcode.fill('4551');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect.poll(async () => (await cardSlugs(page))[0]).toBe('coastline-subaru-caloundra');

  await postcode.fill('9999');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode');

  await postcode.fill('45');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.');

  const bad = await page.request.get(`http://localhost:${E2E_PORT}/api/geocode?address=abcd`);
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ message: 'Invalid postcode. Please enter a 4-digit number.' });
});

test('Use My Location orders the locations from where the device is, once the shopper allows it', async ({
  browser,
}) => {
  // The device in Caloundra (the platform's Permissions-Policy lets the site's own pages ask).
  const context = await browser.newContext({
    geolocation: { latitude: -26.8, longitude: 153.12 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect.poll(async () => (await cardSlugs(page))[0]).toBe('coastline-subaru-caloundra');
  await expect(page.locator('[data-location-block] article [data-distance]').first()).toBeVisible();
  await context.close();

  // Refused: the postcode box it asks for instead still orders them.
  const refusing = await browser.newContext();
  const refused = await refusing.newPage();
  await refused.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(refused);
  await refused.getByRole('button', { name: 'Use My Location' }).click();
  await expect(refused.getByRole('alert')).toHaveText(
    /^(Your location is turned off for this site|We could not find your location)\. Please enter your postcode instead\.$/,
  );
  await refusing.close();
});

test('Email Us opens a dialog with the mf-leads form, which sends a lead to that location', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/'));
  await waitForHydration(page);
  await expect(card(page, MAZDA)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-location-block]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  const leadsRequested = page.waitForRequest((request) => /\/remotes\/mf-leads\//.test(request.url()));
  await card(page, MAZDA).getByRole('button', { name: 'Email Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Coastline Mazda Maroochydore' });
  await expect(dialog).toBeVisible();
  await leadsRequested;
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await card(page, MAZDA).getByRole('button', { name: 'Email Us' }).click();
  await expect(dialog.getByRole('heading', { name: 'Email Us' })).toBeVisible();
  await expect(dialog.getByLabel('Location', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('First Name').fill('Jo');
  await dialog.getByLabel('Last Name').fill('Citizen');
  await dialog.getByLabel('Email Address').fill('jo.citizen@example.com');
  await dialog.getByLabel('Mobile Number').fill('0412 345 678');
  await dialog.getByLabel('Postcode').fill('4558');
  await dialog.getByLabel('Message').fill('Are you open on Saturday?');
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await dialog
    .getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' })
    .check();
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({
    category: 'General Enquiry',
    params: { location: MAZDA },
  });
  await expect(page).toHaveURL(/\/success/);
});

test("a location's own page shows its map card and its 12 latest reviews", async ({ page }) => {
  await page.goto(siteUrl(COASTLINE, `/contact-us/${MAZDA}`));
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contact Coastline Mazda Maroochydore' }),
  ).toBeVisible();
  await expect(page.locator('[data-location-map-card]')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(12);
  await expect(reviews).toContainText('12,270 reviews');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});
