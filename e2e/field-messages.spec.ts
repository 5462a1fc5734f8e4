import { expect, test } from '@playwright/test';
import { siteUrl } from './support/chromium';

/**
 * A field's message shows once the shopper has typed in it and left it, or on submit (docs/decisions.md,
 * Leads, "Messages on leaving a field"): not for a field the page focused for them.
 */
const COASTLINE = 'coastline-motor-group';

test('arriving at /finance#finance-form and moving up the page shows no message on the First Name the page focused', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/finance#finance-form'));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator('#finance-form');
  const firstName = form.getByLabel('First Name');
  await expect(firstName).toBeFocused();

  // The shopper scrolls up to the calculator and clicks on the page: First Name loses the focus it never asked for.
  await page.mouse.wheel(0, -2000);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(firstName).not.toBeFocused();
  await expect(form.getByText('Please enter your first name.')).toHaveCount(0);
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  // A field the shopper typed in and left still says what is wrong at once.
  const email = form.getByLabel('Email Address');
  await email.fill('jo.citizen@');
  await email.blur();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please enter your first name.')).toHaveCount(0);

  // Submitting lists every message, First Name's included.
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(errors).toContainText('Please enter your first name.');
  await expect(form.getByText('Please enter your first name.').first()).toBeVisible();
});
