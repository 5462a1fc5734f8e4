import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a lead form's ContactFields as Jo Citizen and ticks its disclaimer. `postcode` is typed as given
 * (e.g. "45,581", to show the field keeps 4 digits).
 */
export async function fillContact(user: UserEvent, { postcode = '4558' } = {}) {
  await user.type(screen.getByLabelText('First Name'), 'Jo');
  await user.type(screen.getByLabelText('Last Name'), 'Citizen');
  await user.type(screen.getByLabelText('Email Address'), 'jo@example.com');
  await user.type(screen.getByLabelText('Mobile Number'), '0412 345 678');
  await user.type(screen.getByLabelText('Postcode'), postcode);
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
  );
}
