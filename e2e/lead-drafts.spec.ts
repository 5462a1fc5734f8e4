import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

/**
 * What a shopper types into a lead form is kept for the tab (the form kit's draft, sessionStorage) until the
 * form is sent: following a link away and coming back, by Back or by a new load of the page, finds it there.
 */
const COASTLINE = 'coastline-motor-group';
const MESSAGE = 'Do you have a blue one with a tow bar?';

const leadForm = (page: Page) => page.locator('[data-module="lead-form"]');

async function openContactForm(page: Page) {
  await page.goto(siteUrl(COASTLINE, '/contact'));
  await waitForHydration(page);
}

test('a lead form keeps what was typed when the shopper leaves and comes back, until it is sent', async ({
  page,
}) => {
  await openContactForm(page);
  const form = leadForm(page);
  await form.getByLabel('First Name').fill('Jo');
  await form.getByLabel(/^Message/).fill(MESSAGE);

  // A link to another page of the site, then Back.
  await page.locator('a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(leadForm(page).getByLabel(/^Message/)).toHaveValue(MESSAGE);
  await expect(leadForm(page).getByLabel('First Name')).toHaveValue('Jo');

  // A new load of the page in the same tab (the server's HTML, then the draft once hydrated).
  await openContactForm(page);
  await expect(leadForm(page).getByLabel(/^Message/)).toHaveValue(MESSAGE);

  // Sent: the next visit is a new message.
  await leadForm(page).getByLabel('Last Name').fill('Citizen');
  await leadForm(page).getByLabel('Email Address').fill('jo.citizen@example.com');
  await leadForm(page).getByLabel('Mobile Number').fill('0412 345 678');
  await leadForm(page).getByLabel('Postcode', { exact: true }).fill('4558');
  await leadForm(page).getByLabel('Location', { exact: true }).selectOption({ index: 1 });
  await leadForm(page).getByRole('checkbox', { name: "I'm not a robot" }).check();
  await leadForm(page)
    .getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' })
    .check();
  await leadForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/success/);
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.includes('form-draft'))),
  ).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(leadForm(page).getByLabel(/^Message/)).toHaveValue('');
  await openContactForm(page);
  await expect(leadForm(page).getByLabel(/^Message/)).toHaveValue('');
});

test('a draft stays with its tab: a new tab opens the form empty', async ({ page, context }) => {
  await openContactForm(page);
  await leadForm(page)
    .getByLabel(/^Message/)
    .fill(MESSAGE);

  const other = await context.newPage();
  await openContactForm(other);
  await expect(leadForm(other).getByLabel(/^Message/)).toHaveValue('');
  await other.close();
});
