import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import type { LeadAccepted, LeadSubmission } from '@dealerline/shared';
import { parseEml } from '../infra/src/lead-delivery/testing/parse-eml';
import { siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';
import { runPlatformCli } from './support/platform';
import { SHARED_PLATFORM } from './support/shared-platform';

/**
 * Issue 7, mf-leads on the shared platform (10,000 demo cars): an enquiry on a car through to /success, the
 * lead read back through the dealership's leads API and its ADF email parsed from the spool, a failing submit that alerts and keeps what was typed, and a test drive booked on a slot
 * of the appointments call.
 */
const COASTLINE = 'coastline-motor-group';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

async function firstCarId(page: Page, path: string): Promise<string> {
  await page.goto(siteUrl(COASTLINE, path));
  await waitForHydration(page);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const carId = await results(page).locator('article').first().getAttribute('data-car-id');
  expect(carId).toBeTruthy();
  return carId!;
}

async function fillLead(page: Page) {
  await page.getByLabel('First Name').fill('Jo');
  await page.getByLabel('Last Name').fill('Citizen');
  await page.getByLabel('Email Address').fill('jo.citizen@example.com');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Postcode', { exact: true }).fill('4558');
  const location = page.getByLabel('Location', { exact: true });
  if (await location.isVisible()) await location.selectOption({ index: 1 });
  await page.getByLabel(/^Message/).fill('Is this car still available?');
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await page
    .getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' })
    .check();
}

/** The dealership's own view of a lead (its leads API, with a token issued by the platform CLI). */
async function dealerView(page: Page, dealership: string, leadId: string) {
  const { code, output } = await runPlatformCli(SHARED_PLATFORM, ['dealer-token', dealership]);
  expect(code, output).toBe(0);
  const token = /dlr_[A-Za-z0-9_-]{43}/.exec(output)![0];
  return async () => {
    const res = await page.request.get(`${SHARED_PLATFORM.url}/api/dealer/leads/${leadId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { category: string; delivery: { status: string } };
  };
}

/** The ADF 1.0 document of the lead's email in the platform's mail spool, parsed. */
async function deliveredAdf(leadId: string) {
  const eml = parseEml(
    await readFile(path.join(SHARED_PLATFORM.dataDir, 'mail-spool', `${leadId}.eml`), 'utf8'),
  );
  const xml = eml.parts.find((part) => /adf/i.test(part.headers['content-type'] ?? ''))?.body;
  expect(xml, 'the email carries the ADF attachment').toBeTruthy();
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(
    xml!,
  );
}

/** A weekday at least two days ahead, as YYYY-MM-DD (demo locations open on weekdays). */
function nextWeekday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('a shopper enquires on a car and lands on /success; the lead is stored', async ({ page }) => {
  const carId = await firstCarId(page, '/search/used-cars');
  await page.goto(siteUrl(COASTLINE, `/contact?car_id=${carId}`));
  await waitForHydration(page);
  // The form is the page, and its heading the page's only h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquire about this car');
  await expect(page.locator('[data-lead-car]')).toBeVisible();
  // The form is the page: the group's eight locations (screens of them on a phone) give way to a link.
  await expect(page.locator('[data-location-slug]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all our locations and opening hours' })).toBeVisible();
  await fillLead(page);
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as LeadAccepted).lead_id;
  expect(leadId).toBeTruthy();
  const sent = lead.request().postDataJSON() as LeadSubmission;
  expect(sent).toMatchObject({
    category: 'Vehicle Enquiry',
    car_id: Number(carId),
    source: 'Website',
    params: { car_type: 'used', captcha_token: 'local-test-token' },
  });
  await expect(page).toHaveURL(/\/success\?car_type=used$/);
  const thanks = page.getByText('Thank you for your vehicle enquiry. We will be in touch shortly.');
  await expect(thanks).toBeVisible();
  // The thanks are the browser's (the category is kept there): a reload shows them again, with no hydration
  // message from rendering the server's general thank-you in their place.
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.reload();
  await waitForHydration(page);
  await expect(thanks).toBeVisible();
  expect(consoleLines.filter((line) => /hydrat/i.test(line))).toEqual([]);
  // It names the car (kept in the browser too), links back to it, and offers the stock of its type.
  const car = page.locator(`[data-success-car="${carId}"]`);
  await expect(car.getByRole('img')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse our Used Cars' })).toHaveAttribute(
    'href',
    '/search/used-cars',
  );
  const carPath = await car.getByRole('link').getAttribute('href');
  expect(carPath).toMatch(/^\/cars\/[^/]+$/);
  await car.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${carPath}$`));

  // Stored and delivered: the dealership reads it through its own leads API, and its email holds the ADF.
  const readLead = await dealerView(page, sent.dealership_slug!, leadId);
  await expect.poll(async () => (await readLead()).delivery.status, { timeout: 30_000 }).toBe('delivered');
  expect((await readLead()).category).toBe('Vehicle Enquiry');
  const adf = await deliveredAdf(leadId);
  expect(adf.adf.prospect.id['#text']).toBe(leadId);
  expect(adf.adf.prospect.customer.contact).toMatchObject({
    email: 'jo.citizen@example.com',
    phone: { '#text': '0412 345 678' },
    address: { postalcode: '4558' },
  });
  expect(adf.adf.prospect.vehicle['@status']).toBe('used');
  expect(adf.adf.prospect.customer.comments).toContain('Is this car still available?');

  // Next time the contact details are offered.
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  await expect(page.getByLabel('First Name')).toHaveValue('Jo');
  await expect(page.getByLabel('Category')).toHaveValue('General Enquiry');
});

test('a failing submit alerts and keeps the typed values', async ({ page }) => {
  const carId = await firstCarId(page, '/search/used-cars');
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto(siteUrl(COASTLINE, `/contact?car_id=${carId}`));
  await waitForHydration(page);
  await expect(page.locator('[data-lead-car]')).toBeVisible();
  await fillLead(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect.poll(() => alerts).toEqual(['An error occurred when submitting this form']);
  await expect(page.locator('[data-submit-error]')).toHaveText('An unexpected error occured');
  await expect(page.getByLabel('First Name')).toHaveValue('Jo');
  await expect(page.getByLabel('Message')).toHaveValue('Is this car still available?');
  await expect(page).toHaveURL(new RegExp(`/contact\\?car_id=${carId}$`));
});

test('a test drive booked on a slot of the appointments call, from an ad with a long tracking parameter', async ({
  page,
}) => {
  const carId = await firstCarId(page, '/search/used-cars');
  // Longer than the leads API takes for a query value (500): the form cuts it rather than lose the lead.
  const tracking = 'x'.repeat(800);
  await page.goto(siteUrl(COASTLINE, `/book-test-drive?car_id=${carId}&utm_content=${tracking}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible();
  await expect(page.locator('[data-lead-car]')).toBeVisible();
  await fillLead(page);
  const date = nextWeekday();
  const slots = page.waitForResponse((r) => r.url().includes('/appointments?') && r.url().includes(date));
  await page.getByLabel('Preferred Date (optional)').fill(date);
  expect((await slots).status()).toBe(200);
  const slot = page.getByRole('radio').first();
  await slot.check();
  const time = await slot.getAttribute('value');
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({
    category: 'Test Drive',
    params: { dateTime: time },
    lead_attributes: { linked_query_params: { utm_content: tracking.slice(0, 500) } },
  });
  expect(time).toMatch(new RegExp(`^${date}T\\d\\d:\\d\\d$`));
  await expect(page).toHaveURL(/\/success\?car_type=used$/);
  await expect(page.getByText(/Thank you for booking a test drive/)).toBeVisible();
});

test('what a shopper types into the form before its code has arrived stays there once it hydrates', async ({
  browser,
}) => {
  // On a phone the contact page's form starts out of sight: its code loads when the shopper comes near, and the
  // server's inputs take keystrokes before it has arrived. Here it arrives only when the test lets it.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  let letCodeThrough!: () => void;
  const codeHeld = new Promise<void>((resolve) => (letCodeThrough = resolve));
  await page.route('**/remotes/mf-leads/**', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator('[data-module="lead-form"]');
  const submit = form.getByRole('button', { name: 'Send Message' });
  await expect(submit).toBeDisabled();

  await form.getByLabel('First Name').fill('Jo');
  await form.getByLabel('Message', { exact: true }).fill('Typed before the form could run');
  const location = form.getByLabel('Location', { exact: true });
  const [chosen] = await location.selectOption({ index: 2 });
  await page
    .getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' })
    .check();
  letCodeThrough();
  await expect(submit).toBeEnabled();
  // The fields render again as the shopper moves on: they used to put the server's empty values back.
  await form.getByLabel('Last Name').fill('Citizen');
  await expect(form.getByLabel('First Name')).toHaveValue('Jo');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Typed before the form could run');
  await expect(location).toHaveValue(chosen!);
  await expect(
    form.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
  ).toBeChecked();
  await context.close();
});

test('a message stops at 5,000 characters and a rego that is no rego is stopped in the browser, with a clear message', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/leads') && request.method() === 'POST') posted.push(request.url());
  });
  const carId = await firstCarId(page, '/search/used-cars');
  await page.goto(siteUrl(COASTLINE, `/contact?car_id=${carId}`));
  await waitForHydration(page);
  await expect(page.locator('[data-lead-car]')).toBeVisible();
  await fillLead(page);
  const form = page.locator('[data-module="lead-form"]');
  const message = form.getByLabel('Message', { exact: true });
  await message.fill('a'.repeat(5001));
  await expect(message).toHaveValue('a'.repeat(5000));
  const rego = form.getByLabel('Rego (optional)');
  await rego.fill('ABC 1234 XYZ 99');
  await expect(rego).toHaveValue('ABC 1234 XYZ');
  // Leaving the field shows its message, which moves the button down: click it once it has moved.
  await rego.blur();
  await expect(form.getByText('Please enter your rego (letters and numbers only, up to 9).')).toBeVisible();
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(errors).toContainText('Please enter your rego (letters and numbers only, up to 9).');
  expect(posted).toEqual([]);
});

test('a submit pressed while a mistyped field still has focus is not lost to that field’s message moving the button', async ({
  page,
}) => {
  // The whole form in view, as on a laptop.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  const form = page.locator('[data-module="lead-form"]');
  await form.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await form.getByLabel('Email Address').fill('jo.citizen@');
  const button = form.getByRole('button', { name: 'Send Message' });
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  // A press near the button's top edge, held as long as a finger does: had the email's message appeared on the
  // press (the field's first blur), the release would land above the moved button, and no click would follow.
  await page.mouse.click(box.x + box.width / 2, box.y + 3, { delay: 100 });
  const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(errors).toBeVisible();
  await expect(errors).toContainText('Please enter a valid email address.');
});

test('a lead the API refuses by its schema reads in the shopper’s words, never the schema’s', async ({
  page,
}) => {
  const carId = await firstCarId(page, '/search/used-cars');
  await page.goto(siteUrl(COASTLINE, `/contact?car_id=${carId}`));
  await waitForHydration(page);
  await expect(page.locator('[data-lead-car]')).toBeVisible();
  await fillLead(page);
  // What the browser stops, sent anyway (an older page, a script): the API's answer is what the form shows.
  await page.route('**/api/leads', (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), message: 'a'.repeat(5001) }),
    }),
  );
  page.on('dialog', (dialog) => void dialog.accept());
  const form = page.locator('[data-module="lead-form"]');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.locator('[data-submit-error]')).toHaveText(
    'Your message is too long (5,000 characters at most).',
  );
});

/** The lead the page posts next, once `send` has clicked. */
async function postedLead(page: Page, send: () => Promise<void>): Promise<LeadSubmission> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await send();
  const lead = await answer;
  expect(lead.status()).toBe(201);
  return lead.request().postDataJSON() as LeadSubmission;
}

test('a car’s enquiry goes to the car’s yard and dealership, with no location to choose', async ({
  page,
}) => {
  await firstCarId(page, '/search/used-cars');
  const href = await results(page).locator('article a[href^="/cars/"]').first().getAttribute('href');
  const { car } = await page.evaluate(
    async (path) =>
      (await (await fetch(`/api${path}`)).json()) as {
        car: { id: number; dealership_slug: string; location: { slug: string; name: string } };
      },
    href!,
  );
  await page.goto(siteUrl(COASTLINE, `/contact?car_id=${car.id}`));
  await waitForHydration(page);
  const form = page.locator('[data-module="lead-form"]');
  await expect(form.locator('[data-lead-location]')).toHaveText(`Location: ${car.location.name}`);
  await expect(form.getByLabel('Location', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Dealership', { exact: true })).toHaveCount(0);
  await fillLead(page);
  const sent = await postedLead(page, () => form.getByRole('button', { name: 'Send Enquiry' }).click());
  expect(sent).toMatchObject({
    car_id: car.id,
    dealership_slug: car.dealership_slug,
    params: { location: car.location.slug },
  });
});

test('the contact form asks the location, and the lead goes to that location’s dealership', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
  const form = page.locator('[data-module="lead-form"]');
  await expect(form.getByLabel('Dealership', { exact: true })).toHaveCount(0);
  await fillLead(page);
  await form.getByLabel('Location', { exact: true }).selectOption({ label: 'Coastline Toyota Nambour' });
  const sent = await postedLead(page, () => form.getByRole('button', { name: 'Send Message' }).click());
  expect(sent).toMatchObject({
    dealership_slug: 'coastline-toyota-nambour',
    params: { location: 'coastline-toyota-nambour' },
  });
});

test('a service booking offers every location with a workshop, with the chosen one’s times', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/service'));
  await waitForHydration(page);
  const form = page.locator('[data-module="lead-form"]');
  const location = form.getByLabel('Location', { exact: true });
  await expect(location.locator('option')).toHaveText([
    'Choose a location',
    'Coastline Mazda Maroochydore',
    'Coastline Service Centre Maroochydore',
    'Coastline Hyundai Noosaville',
    'Coastline Toyota Nambour',
  ]);
  await expect(form.getByLabel('Dealership', { exact: true })).toHaveCount(0);
  await fillLead(page);
  await location.selectOption({ label: 'Coastline Hyundai Noosaville' });
  const date = nextWeekday();
  const slots = page.waitForResponse((r) => r.url().includes('/appointments?') && r.url().includes(date));
  await form.getByLabel('Preferred Date (optional)').fill(date);
  const asked = new URL((await slots).url());
  expect(asked.pathname).toBe('/api/locations/104/appointments');
  expect(asked.searchParams.get('department')).toBe('service');
  await form.getByRole('radio').first().check();
  await form.getByLabel('Vehicle Make').fill('Hyundai');
  await form.getByLabel('Vehicle Model').fill('i30');
  await form.getByLabel('Service Required').selectOption('Logbook Service');
  const sent = await postedLead(page, () => form.getByRole('button', { name: 'Request Booking' }).click());
  expect(sent).toMatchObject({
    category: 'Service',
    dealership_slug: 'coastline-hyundai-noosaville',
    params: { location: 'coastline-hyundai-noosaville', dateTime: expect.stringMatching(`^${date}T`) },
  });
});

test('/contact?car_id= of a car the site does not have is a general enquiry that claims no car', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/contact?car_id=999999999'));
  await waitForHydration(page);
  const form = page.locator('[data-module="lead-form"]');
  await expect(form.getByText(/^We could not find that vehicle; it may have been sold\./)).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  await expect(form.getByLabel('Category')).toHaveValue('General Enquiry');
  await fillLead(page);
  const sent = await postedLead(page, () => form.getByRole('button', { name: 'Send Message' }).click());
  expect(sent).toMatchObject({ category: 'General Enquiry', car_id: null });
});
