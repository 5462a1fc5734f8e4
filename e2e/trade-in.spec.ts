import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { LeadAccepted, ValuationResult } from '@dealerline/shared';
import { E2E_OPS_TOKEN, E2E_PORT, siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

/**
 * Issue 7 forms point 7, the trade-in valuation on the shared platform (10,000 demo cars): rego lookup →
 * adjustments → estimate → contact → the lead stored (read back through the dealer leads API), then Offer
 * Accepted → /success; capital-auto-direct also posts the result to /api/miscellaneous. And the manual path
 * for a rego the demo register does not know. Every step is checked with axe (no serious or critical issue).
 */
const SITE = 'capital-auto-direct';
const DEALERSHIP = 'capital-auto-direct';
const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

async function answerAdjustments(page: Page, odometer = '45000') {
  await page.getByLabel('Odometer (km)').fill(odometer);
  await page.getByLabel('Service history').selectOption('full');
  await page.getByLabel('Do you have two sets of keys?').selectOption('yes');
  await page.getByLabel('Does it have any illegal modifications?').selectOption('no');
  await page.getByLabel('Condition').selectOption('good');
  await page.getByLabel('Is there finance owing on it?').selectOption('yes');
}

async function dealerLeads(): Promise<{ id: string; payload: Record<string, unknown> }[]> {
  // Issued by the platform (the ops API keeps dealer tokens in its database), as `dealer-token` does.
  const issued = await fetch(`${PLATFORM}/api/ops/dealerships/${DEALERSHIP}/dealer-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(issued.status).toBe(201);
  const { token } = (await issued.json()) as { token: string };
  const response = await fetch(`${PLATFORM}/api/dealer/leads?limit=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: { id: string; payload: Record<string, unknown> }[] }).leads;
}

test('rego lookup → adjustments → estimate → contact → lead stored, then Offer Accepted → /success', async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, '/trade-in'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell My Car' })).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('QLD');
  await expect(page.getByRole('heading', { name: 'Trade-in FAQs' })).toBeVisible();
  await page.getByText('What if I still owe money on my car?').click();
  await expect(page.getByText(/finance payout letter/)).toBeVisible();
  await expectAccessible(page, 'step 1');

  await page.getByLabel('Rego').fill('abc 123');
  await page.getByRole('button', { name: 'Find My Car' }).click();
  await expect(page.getByText('2021 Toyota RAV4 GXL')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: About your car' })).toBeFocused();
  await expectAccessible(page, 'step 2');

  await answerAdjustments(page);
  const miscellaneous = page.waitForResponse(
    (r) => r.url().endsWith('/api/miscellaneous') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Get My Estimate' }).click();
  const range = page.locator('[data-valuation-range]');
  await expect(range).toHaveText(/^Estimated trade-in value: \$[\d,]+ – \$[\d,]+$/);
  const saved = await miscellaneous;
  expect(saved.status()).toBe(204);
  const result = (saved.request().postDataJSON() as { value: ValuationResult }).value;
  expect(result.range!.low).toBeGreaterThan(1000);
  expect(result.range!.high).toBeGreaterThan(result.range!.low);
  expect(result.sample_size).toBeGreaterThanOrEqual(3);
  await expectAccessible(page, 'step 3');

  // Step 3: the spec §5 rules first, then the lead.
  await page.getByLabel('Postcode').pressSequentially('26,0012');
  await expect(page.getByLabel('Postcode')).toHaveValue('2600');
  await page.getByRole('button', { name: 'Send My Details' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[data-error-summary]')).toContainText('Please fix the following errors:');
  await expect(page.locator('[data-error-summary]')).toContainText(
    '*You must agree to the terms of use before submitting.',
  );
  await page.getByLabel('First Name').fill('Jo');
  await page.getByLabel('Last Name').fill('Citizen');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Email Address').fill('jo.citizen@example.com');
  await page
    .getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' })
    .check();
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send My Details' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  const { lead_id: tradeInLeadId } = (await lead.json()) as LeadAccepted;
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toBeVisible();
  await expectAccessible(page, 'result');

  // The result is kept: a reload shows it again, the server's HTML hydrated as it is (the kept valuation is
  // read once the page has hydrated, so React does not throw the server's step 1 away).
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.reload();
  await expect(range).toHaveText(await range.innerText());
  await waitForHydration(page);
  expect(consoleLines.filter((line) => /hydrat/i.test(line))).toEqual([]);

  const offerAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Accept Offer' }).click();
  const offer = await offerAnswer;
  expect(offer.status()).toBe(201);
  const { lead_id: offerLeadId } = (await offer.json()) as LeadAccepted;
  await expect(page).toHaveURL(/\/success$/);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'trade_in_offer_accepted', event_id: 18, lead_id: offerLeadId }),
  );

  const leads = await dealerLeads();
  expect(leads.find((l) => l.id === tradeInLeadId)?.payload).toMatchObject({
    category: 'Trade-In',
    subcategory: '2. Trade-In Valuation',
    name: 'Jo',
    postcode: '2600',
    params: { valuation_id: result.id, Rego: 'ABC123', trade_in_make: 'Toyota', odometer_km: 45000 },
  });
  expect(leads.find((l) => l.id === offerLeadId)?.payload).toMatchObject({
    category: 'Trade-In',
    subcategory: '3. Offer Accepted',
    params: { lead_id: tradeInLeadId, form_completed: true, offer_accepted: true },
  });
});

test('an unknown rego opens the manual path; an old car is valued in person', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/instant-price'));
  await expect(page.getByRole('heading', { level: 1, name: 'Instant Price' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Rego').fill('NOPE99');
  await page.getByRole('button', { name: 'Find My Car' }).click();
  await expect(page.locator('[data-rego-not-found]')).toContainText('We could not find that registration.');
  await page.getByRole('textbox', { name: 'Make' }).fill('Toyota');
  await page.getByRole('textbox', { name: 'Model' }).fill('Corolla');
  await page.getByRole('textbox', { name: 'Year' }).fill('2015');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerAdjustments(page, '120,000');
  await page.getByRole('button', { name: 'Get My Estimate' }).click();
  await expect(page.locator('[data-valuation-in-person]')).toContainText(
    'Online estimates are generally not given for cars over 7 years old or 100,000 km.',
  );
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expectAccessible(page, 'in person');
});

test('after an unknown rego, "Search by rego again" brings the lookup back', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/trade-in'));
  await waitForHydration(page);
  await page.getByLabel('Rego').fill('ABC 1234');
  await page.getByRole('button', { name: 'Find My Car' }).click();
  await expect(page.locator('[data-rego-not-found]')).toContainText('We could not find that registration.');
  await expect(page.getByLabel('Rego')).toHaveCount(0);
  await page.getByRole('button', { name: 'Search by rego again' }).click();
  await expect(page.locator('[data-rego-not-found]')).toHaveCount(0);
  await expect(page.getByLabel('Rego')).toHaveValue('ABC 1234');
  await page.getByLabel('Rego').fill('abc 123');
  await page.getByRole('button', { name: 'Find My Car' }).click();
  await expect(page.getByText('2021 Toyota RAV4 GXL')).toBeVisible();
});

test('/cars/trade-in?car_id= of a car the site does not have says so, and the valuation still works', async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, '/cars/trade-in?car_id=999999999'));
  await expect(page.getByRole('heading', { level: 1, name: 'Trade in your car' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We could not find the vehicle' })).toContainText(
    'it may have been sold. You can still value your car below.',
  );
  await expect(page.locator('[data-trade-in-towards]')).toHaveCount(0);
  await waitForHydration(page);
  await page.getByLabel('Rego').fill('abc 123');
  await page.getByRole('button', { name: 'Find My Car' }).click();
  await expect(page.getByText('2021 Toyota RAV4 GXL')).toBeVisible();
});
