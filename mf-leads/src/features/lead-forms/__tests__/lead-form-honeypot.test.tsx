import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HONEYPOT_FIELD } from '@dealerline/shared/forms';
import {
  autofill,
  expectHoneypotOutOfReach,
  honeypotIn,
  installLeadNetwork,
  LocationProbe,
  renderWithPlatform,
  testCarHit,
  type FakeLeadNetwork,
} from '@dealerline/shared/testing';
import { LeadForm } from '../components/lead-form';

const CAR = testCarHit({ id: 77, car_type: 'used', make: 'Mazda', model: 'CX-5' });

let net: FakeLeadNetwork;
beforeEach(() => {
  window.localStorage.clear();
  net = installLeadNetwork({
    '/1/indexes/Car_production/77': { body: CAR },
    '/api/leads': { status: 201, body: { lead_id: 'lead-1' } },
  });
});
afterEach(() => net.restore());

function renderForm(variant: string, url: string) {
  const { container } = renderWithPlatform(
    <>
      <LeadForm variant={variant} />
      <LocationProbe />
    </>,
    { url },
  );
  return container.querySelector('form')!;
}

async function send(submit: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
  );
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await user.click(screen.getByRole('button', { name: submit }));
  await waitFor(() => expect(net.leads).toHaveLength(1));
  return net.leads[0]!.body as unknown as Record<string, unknown>;
}

describe('the lead forms’ honeypot', () => {
  it.each([
    ['contact', '/contact', 'Send Message'],
    ['contact', '/contact?car_id=77', 'Send Enquiry'],
    ['test-drive', '/book-test-drive?car_id=77', 'Book Test Drive'],
  ])(
    '%s (%s): out of a shopper’s reach, and an autofilled lead goes out without it',
    async (variant, url, submit) => {
      const form = renderForm(variant, url);
      if (url.includes('car_id')) await screen.findByText(/Mazda CX-5/);
      await expectHoneypotOutOfReach(form, userEvent.setup());
      const lead = await send(submit);
      expect(lead).not.toHaveProperty(HONEYPOT_FIELD);
      expect(lead).toMatchObject({ name: 'Jo', email: 'jo@example.com', postcode: '4558' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/success/));
    },
  );

  it('sends what a bot typed into it, so the server can drop the lead', async () => {
    const form = renderForm('contact', '/contact');
    autofill(form);
    fireEvent.change(honeypotIn(form), { target: { value: 'http://spam.example' } });
    const lead = await send('Send Message');
    expect(lead[HONEYPOT_FIELD]).toBe('http://spam.example');
  });
});
