import { expect, test, type Page } from '@playwright/test';
import type { FinanceDisclaimerResponse, LeadAccepted } from '@dealerline/shared';
import { siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

/**
 * Issue 6, mf-finance on the shared platform (10,000 demo cars): the finance box on search cards with its
 * disclaimer fetched from the server, the finance page reached from a card, its calculator, and the
 * application sent as a lead through to /success.
 */
const COASTLINE = 'coastline-motor-group'; // Taurus, several dealerships
const TASMAN = 'tasman-subaru'; // the subaru-manufacturer template: never a finance box

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

async function fillContact(page: Page) {
  await page.getByLabel('First Name').fill('Jo');
  await page.getByLabel('Last Name').fill('Citizen');
  await page.getByLabel('Email Address').fill('jo.citizen@example.com');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Postcode').fill('4558');
  await page
    .getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' })
    .check();
}

test('a card’s finance box: disclaimer from the server, then the finance page, calculator and a lead', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const card = results(page)
    .locator('article')
    .filter({ has: page.locator('[data-finance-box]') })
    .first();
  await expect(card).toBeVisible();
  const carId = await card.getAttribute('data-car-id');
  const title = (await card.locator('h2').innerText()).trim();
  const box = card.locator('[data-finance-box]');
  await expect(box).toContainText(/^\$[\d,]+ \/week/);
  await expect(box).toContainText(/Interest rate \d+\.\d\d% p\.a\./);
  await expect(box).toContainText(/Comparison rate \d+\.\d\d% p\.a\.\*/);
  await expect(box).toContainText('*$30,000 loan over 5 years.');

  // The disclaimer modal shows the lender's text as the server sends it for this car.
  const disclaimerAnswer = page.waitForResponse((r) =>
    r.url().endsWith(`/api/cars/${carId}/finance-disclaimer`),
  );
  const disclaimerButton = box.getByRole('button', { name: /^Disclaimer/ });
  await disclaimerButton.click();
  const answer = await disclaimerAnswer;
  expect(answer.status()).toBe(200);
  const lenders = ((await answer.json()) as FinanceDisclaimerResponse).finance_lenders;
  const serverText = lenders.Taurus?.disclaimer;
  expect(serverText).toBeTruthy();
  const dialog = page.getByRole('dialog', { name: 'Finance disclaimer' });
  await expect(dialog).toContainText(serverText!);
  // Spec §8: the disclaimer names who provides the credit, with its registration and licence.
  expect(serverText).toMatch(
    /Credit provided by Taurus Finance Pty Ltd \(ABN [\d ]+, Australian Credit Licence \d+\)\./,
  );
  await expect(dialog).toContainText('*Comparison rate based on a secured loan of $30,000 over 5 years.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(disclaimerButton).toBeFocused();

  // The repayment opens the finance page for this car at its top: the car, then the calculator showing that
  // repayment (not scrolled past it to an empty form, as the form's #finance-form anchor does).
  const boxWeekly = await box.locator('[data-finance-repayment]').innerText();
  await box.locator('[data-finance-repayment]').click();
  await expect(page).toHaveURL(
    new RegExp(`/finance\\?car_id=${carId}&car_type=used&vehiclePriceBudget=\\d+$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance');
  await expect(page.getByRole('region', { name: title })).toContainText('Your selected vehicle');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  // The calculator starts from the car lender's terms: the box's weekly figure (whole dollars both).
  const repayment = page.locator('[data-repayment]');
  const dollars = (text: string) => Number(/\$([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
  await expect.poll(async () => dollars(await repayment.innerText())).toBe(dollars(boxWeekly));
  // The calculator follows the deposit.
  const before = await repayment.innerText();
  await page.getByLabel('Deposit ($)').fill('10000');
  await expect(repayment).not.toHaveText(before);
  const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
  expect(amount(await repayment.innerText())).toBeLessThan(amount(before));
  // The calculator's own disclaimer carries the site's provider's registration and licence too (spec §8).
  await expect(page.locator('[data-remote="mf-finance"]')).toContainText(
    /Credit provided by Taurus Finance Pty Ltd \(ABN [\d ]+, Australian Credit Licence \d+\)\./,
  );

  await fillContact(page);
  await expect(page.getByLabel('Preferred Dealership')).not.toHaveValue('');
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  expect(((await lead.json()) as LeadAccepted).lead_id).toBeTruthy();
  const sent = lead.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    category: 'Finance',
    subcategory: 'Finance Enquiry',
    car_id: Number(carId),
    params: { deposit: 10000, car_type: 'used' },
  });
  await expect(page).toHaveURL(/\/success\?car_type=used$/);
  await expect(page.locator('[data-remote="mf-leads"]')).toBeVisible();
});

test('pre-approval with query parameters: the error list, then an application sent as a lead', async ({
  page,
}) => {
  await page.goto(
    siteUrl(
      COASTLINE,
      '/finance-pre-approval?vehiclePriceBudget=25000&preferredDealership=coastline-mazda-maroochydore&car_type=new',
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance Pre-Approval');
  await expect(page.getByLabel('Vehicle price ($)')).toHaveValue('25000');
  await expect(page.getByLabel('Deposit ($)')).toHaveValue('2500'); // Taurus 10%
  await expect(page.getByLabel('Preferred Dealership')).toHaveValue('coastline-mazda-maroochydore');

  await page.getByRole('button', { name: 'Get Pre-Approved' }).click();
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('Please fix the following errors:');
  await expect(errors).toContainText('Invalid postcode. Please enter a 4-digit number.');
  await expect(errors).toContainText('*You must agree to the terms of use before submitting.');

  await fillContact(page);
  await page.getByLabel('Employment Status').selectOption('Self-employed');
  await page.getByLabel('Employer').fill('Citizen Carpentry');
  await page.getByLabel('Time in Current Job').selectOption('More than 5 years');
  await page.getByLabel('Annual Income Before Tax ($)').fill('92,000');
  await page.getByLabel('Residential Status').selectOption('Own home with a mortgage');
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Get Pre-Approved' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({
    category: 'Finance',
    subcategory: 'Finance Pre-Approval',
    dealership_slug: 'coastline-mazda-maroochydore',
    params: { vehicle_price: 25000, annual_income: 92000, employment_status: 'Self-employed' },
  });
  await expect(page).toHaveURL(/\/success\?car_type=new$/);
});

test('the calculator’s changes come back with the form after a reload, and the lead carries them', async ({
  page,
}) => {
  const url = siteUrl(
    COASTLINE,
    '/finance-enquiry?vehiclePriceBudget=36990&preferredDealership=coastline-mazda-maroochydore&car_type=new',
  );
  await page.goto(url);
  await waitForHydration(page);
  const repayment = page.locator('[data-repayment]');
  await expect(page.getByLabel('Deposit ($)')).toHaveValue('3699'); // Taurus 10%
  await page.getByLabel('Deposit ($)').fill('5000');
  await page.getByLabel('Interest rate (% p.a.)').fill('6.5');
  await page.getByLabel('First Name').fill('Jo');
  await page.getByLabel('Message (optional)').fill('Weekends only');
  await expect(repayment).toHaveText('$144'); // $31,990 at 6.5% over 260 weeks: $144.19

  await page.reload();
  await waitForHydration(page);
  // Before, the form came back under the calculator's defaults ($3,699 at 10%: $163 a week).
  await expect(page.getByLabel('First Name')).toHaveValue('Jo');
  await expect(page.getByLabel('Message (optional)')).toHaveValue('Weekends only');
  await expect(page.getByLabel('Deposit ($)')).toHaveValue('5000');
  await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('6.5');
  await expect(page.getByLabel('Vehicle price ($)')).toHaveValue('36990');
  await expect(repayment).toHaveText('$144');

  await fillContact(page);
  const leadAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const lead = await leadAnswer;
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({
    params: { vehicle_price: 36990, deposit: 5000, interest_rate: 6.5, estimated_repayment: 144 },
  });
  await expect(page).toHaveURL(/\/success\?car_type=new$/);
  // Sent: the calculator and the message start afresh (the contact details are kept from the lead, as ever).
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByLabel('Deposit ($)')).toHaveValue('3699');
  await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('10');
  await expect(page.getByLabel('Message (optional)')).toHaveValue('');
});

test('no finance box on the Subaru manufacturer template', async ({ page }) => {
  await page.goto(siteUrl(TASMAN, '/search/new-used-and-demo-cars/'));
  await waitForHydration(page);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(results(page).locator('article').first()).toBeVisible();
  await expect(page.locator('[data-finance-box]')).toHaveCount(0);
});

test('a Disclaimer pressed before the card has hydrated opens once it has', async ({ page }) => {
  // The card's remote (mf-search) is held back, so the press comes after the page's code has started (it asks
  // for mf-search) but before the card, and the finance box inside it, could hydrate.
  let letSearchThrough!: () => void;
  const searchHeld = new Promise<void>((resolve) => (letSearchThrough = resolve));
  await page.route('**/remotes/mf-search/**', async (route) => {
    await searchHeld;
    await route.continue();
  });
  const asked = page.waitForRequest('**/remotes/mf-search/**');
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await asked;
  const box = page.locator('[data-finance-box]').first();
  await box.getByRole('button', { name: /^Disclaimer/ }).click();
  letSearchThrough();
  // Without it the press was lost: React had nothing to give it to and does not replay it.
  await expect(page.getByRole('dialog', { name: 'Finance disclaimer' })).toBeVisible();
});
