import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HONEYPOT_FIELD } from '@dealerline/shared/forms';
import {
  expectHoneypotOutOfReach,
  installLeadNetwork,
  renderWithPlatform,
  type FakeLeadNetwork,
} from '@dealerline/shared/testing';
import FinancePageExpose from '../../../exposes/finance-page';

let net: FakeLeadNetwork;
beforeEach(() => {
  window.localStorage.clear();
  net = installLeadNetwork({ '/api/leads': { status: 201, body: { lead_id: 'lead-1' } } });
});
afterEach(() => net.restore());

it('the finance form has the honeypot out of a shopper’s reach; an autofilled lead goes without it', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<FinancePageExpose variant="finance-enquiry" />, { url: '/finance-enquiry' });
  const form = document.getElementById('finance-form')!.querySelector('form')!;
  await expectHoneypotOutOfReach(form, user);
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
  );
  await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  await waitFor(() => expect(net.leads).toHaveLength(1));
  expect(net.leads[0]!.body).not.toHaveProperty(HONEYPOT_FIELD);
  expect(net.leads[0]!.body).toMatchObject({ name: 'Jo', email: 'jo@example.com', category: 'Finance' });
});
