import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  fillContact,
  installLeadNetwork,
  renderWithPlatform,
  testCarHit,
  testSite,
} from '@dealerline/shared/testing';
import { LeadForm } from '../../lead-forms/components/lead-form';
import { TradeInPage } from '../../trade-in/components/trade-in-page';
import { storeValuation } from '../../trade-in/utils/valuation-storage';
import { VALUED_RESULT } from '../../trade-in/__tests__/valuation-fixture';
import { SuccessPage } from '../components/success-page';

// Whole forms with userEvent on 2 shared cores take a few seconds.
jest.setTimeout(30_000);

const SITE = testSite().slug;
const CAR = testCarHit({ id: 77, car_type: 'used', make: 'Mazda', model: 'CX-5', year: 2021 });
const CAR_NAME = '2021 Mazda CX-5';

let restore: (() => void) | null = null;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  restore = installLeadNetwork({
    '/1/indexes/Car_production/77': { body: CAR },
    '/api/leads': { status: 201, body: { lead_id: 'lead-1' } },
  }).restore;
});
afterEach(() => {
  restore?.();
  restore = null;
});

/** The page at `url` and /success, as the shell routes them: a sent lead lands on the real success page. */
const renderSite = (page: React.ReactElement, url: string) =>
  renderWithPlatform(
    <Routes>
      <Route path="/success" element={<SuccessPage />} />
      <Route path="*" element={page} />
    </Routes>,
    { url },
  );

async function sendEnquiry(user: UserEvent, submit: string) {
  await fillContact(user);
  await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('/success after a lead', () => {
  it('names the car of an enquiry, links back to it and offers the stock of its type', async () => {
    const user = userEvent.setup();
    renderSite(<LeadForm variant="contact" />, '/contact?car_id=77');
    await screen.findByText(/Mazda CX-5/);
    await sendEnquiry(user, 'Send Enquiry');

    const car = await screen.findByRole('region', { name: CAR_NAME });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
    expect(within(car).getByRole('link', { name: CAR_NAME })).toHaveAttribute('href', `/cars/${CAR.slug}`);
    expect(screen.getByRole('link', { name: 'Browse our Used Cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
  });

  it('names no car after a lead about none, though an earlier lead was about one', async () => {
    const user = userEvent.setup();
    const first = renderSite(<LeadForm variant="contact" />, '/contact?car_id=77');
    await screen.findByText(/Mazda CX-5/);
    await sendEnquiry(user, 'Send Enquiry');
    await screen.findByRole('region', { name: CAR_NAME });
    first.unmount();
    window.localStorage.removeItem(`dealerline:${SITE}:lead-contact`); // typed afresh, not prefilled

    renderSite(<LeadForm variant="contact" />, '/contact');
    await sendEnquiry(user, 'Send Message');
    expect(
      await screen.findByText('We have received your enquiry and will be in touch shortly.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CAR_NAME })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse our New, Used and Demo Cars' })).toBeInTheDocument();
  });

  it('names the car a trade-in offer was accepted towards', async () => {
    storeValuation(SITE, {
      result: VALUED_RESULT,
      lead_id: null,
      dealership_slug: null,
      car_id: null,
      offer_accepted: false,
    });
    const user = userEvent.setup();
    renderSite(<TradeInPage variant="car" />, '/cars/trade-in?car_id=77');
    await screen.findByText(/Trading in towards the .* Mazda CX-5/);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    await user.click(await screen.findByRole('button', { name: 'Accept Offer' }));

    const car = await screen.findByRole('region', { name: CAR_NAME });
    expect(within(car).getByText('Trading in towards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our Used Cars' })).toBeInTheDocument();
  });
});
