import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, renderWithPlatform } from '@dealerline/shared/testing';
import { TradeInPage } from '../components/trade-in-page';
import { VALUATION_STARTED as STARTED } from './valuation-fixture';

// The valuation service's patience, shortened for the test (30 s in the app).
jest.mock('../api/valuation-timeout', () => ({ VALUATION_TIMEOUT_MS: 200 }));
jest.setTimeout(30_000);

/** A valuation service that has stalled: it never answers. */
const stalled = () => new Promise<never>(() => undefined);

let restore: () => void;
let alert: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  restore();
  alert.mockRestore();
});

it('gives up on a rego lookup the service does not answer: the failure, and the shopper can try again', async () => {
  let lookups = 0;
  restore = installFakeFetch({
    '/api/valuations/rego-lookup': () => (++lookups === 1 ? stalled() : { status: 201, body: STARTED }),
  }).restore;
  const user = userEvent.setup();
  renderWithPlatform(<TradeInPage />, { url: '/trade-in' });
  await user.type(screen.getByLabelText('Rego'), 'ABC123');
  await user.click(screen.getByRole('button', { name: 'Find My Car' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred when submitting this form');
  expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
  expect(screen.getByRole('button', { name: 'Find My Car' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Find My Car' }));
  expect(await screen.findByText('2021 Toyota RAV4 GXL')).toBeInTheDocument();
});

it('gives up on an estimate the service does not answer, keeping the answers', async () => {
  restore = installFakeFetch({
    '/api/valuations/rego-lookup': { status: 201, body: STARTED },
    [`/api/valuations/${STARTED.id}/adjustments`]: stalled,
  }).restore;
  const user = userEvent.setup();
  renderWithPlatform(<TradeInPage />, { url: '/trade-in' });
  await user.type(screen.getByLabelText('Rego'), 'ABC123');
  await user.click(screen.getByRole('button', { name: 'Find My Car' }));
  await user.type(await screen.findByLabelText('Odometer (km)'), '45000');
  await user.selectOptions(screen.getByLabelText('Service history'), 'full');
  await user.selectOptions(screen.getByLabelText('Do you have two sets of keys?'), 'yes');
  await user.selectOptions(screen.getByLabelText('Does it have any illegal modifications?'), 'no');
  await user.selectOptions(screen.getByLabelText('Condition'), 'good');
  await user.selectOptions(screen.getByLabelText('Is there finance owing on it?'), 'no');
  await user.click(screen.getByRole('button', { name: 'Get My Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred when submitting this form');
  expect(screen.getByRole('button', { name: 'Get My Estimate' })).toBeEnabled();
  expect(screen.getByLabelText('Odometer (km)')).toHaveValue('45000');
});
