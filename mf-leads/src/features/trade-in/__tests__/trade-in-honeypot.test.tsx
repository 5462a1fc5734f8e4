import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HONEYPOT_FIELD } from '@dealerline/shared/forms';
import {
  expectHoneypotOutOfReach,
  installLeadNetwork,
  renderWithPlatform,
  testSite,
  type FakeLeadNetwork,
} from '@dealerline/shared/testing';
import { TradeInPage } from '../components/trade-in-page';
import { storeValuation } from '../utils/valuation-storage';
import { VALUED_RESULT } from './valuation-fixture';

let net: FakeLeadNetwork;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  net = installLeadNetwork({ '/api/leads': { status: 201, body: { lead_id: 'lead-1' } } });
});
afterEach(() => net.restore());

it('the trade-in’s details step has the honeypot out of a shopper’s reach; an autofilled lead goes without it', async () => {
  storeValuation(testSite().slug, {
    result: VALUED_RESULT,
    lead_id: null,
    dealership_slug: null,
    car_id: null,
    offer_accepted: false,
  });
  const user = userEvent.setup();
  const { container } = renderWithPlatform(<TradeInPage />, { url: '/trade-in' });
  await expectHoneypotOutOfReach(container.querySelector('form')!, user);
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
  );
  await user.click(screen.getByRole('button', { name: 'Send My Details' }));
  await waitFor(() => expect(net.leads).toHaveLength(1));
  expect(net.leads[0]!.body).not.toHaveProperty(HONEYPOT_FIELD);
  expect(net.leads[0]!.body).toMatchObject({ name: 'Jo', postcode: '4558', category: 'Trade-In' });
});
