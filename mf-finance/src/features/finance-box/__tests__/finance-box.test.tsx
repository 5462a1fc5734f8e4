import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeFetch,
  renderWithPlatform,
  testCarHit,
  testDealer,
  testSite,
  type FakeFetch,
} from '@dealerline/shared/testing';
import { FINANCE_BOX_HEIGHT } from '@dealerline/shared';
import FinanceBoxExpose from '../../../exposes/finance-box';

const eligible = testCarHit({ id: 77, price: 45990, car_type: 'used' });
const SERVER_TEXT = 'Taurus disclaimer from the server. Credit provided by Taurus, ABN 41 612 705 118.';

let network: FakeFetch | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

function serveDisclaimer(disclaimer: string | null, status = 200) {
  network = installFakeFetch({
    '/api/cars/77/finance-disclaimer': {
      status,
      body:
        status === 200
          ? { finance_lenders: { Taurus: { ...eligible.finance_lenders.Taurus, disclaimer } } }
          : { message: 'down' },
    },
  });
  return network;
}

describe('finance box widget', () => {
  it('shows the weekly repayment rounded to whole dollars, both rates and the comparison rate example', () => {
    const { container } = renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    const box = container.querySelector('[data-finance-box]')!;
    expect(box.querySelector('[data-finance-repayment]')).toHaveTextContent(/^\$183 \/week/); // 183.42
    expect(box.querySelector('[data-finance-rates]')).toHaveTextContent(/^Interest rate 8.99% p.a.$/);
    expect(box.querySelector('[data-finance-comparison]')).toHaveTextContent(
      /^Comparison rate 9.65% p.a.\*$/,
    );
    expect(box).toHaveTextContent('*$30,000 loan over 5 years.');
    // The repayment opens the finance page at its top, where the calculator shows it, not past it on the form.
    expect(screen.getByRole('link', { name: '$183 /week finance for 2021 Toyota HiLux' })).toHaveAttribute(
      'href',
      '/finance?car_id=77&car_type=used&vehiclePriceBudget=45990',
    );
  });

  it('grows with larger text instead of cutting off its lines', () => {
    const { container } = renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    const box = container.querySelector('[data-finance-box]')!;
    // A fixed height with overflow hidden cut off the repayment and the Disclaimer button at 200% text or with
    // the shopper's text spacing (WCAG 1.4.4, 1.4.12); the cards' reserved height is only its least height.
    expect(box).toHaveStyle({ minHeight: `${FINANCE_BOX_HEIGHT}px` });
    expect(box).not.toHaveStyle({ height: `${FINANCE_BOX_HEIGHT}px` });
    expect(box).not.toHaveStyle({ overflow: 'hidden' });
    for (const line of [
      box.querySelector('[data-finance-repayment]')!.parentElement!,
      box.querySelector('[data-finance-rates]')!,
      box.querySelector('[data-finance-comparison]')!,
    ]) {
      expect(line).not.toHaveStyle({ whiteSpace: 'nowrap' });
    }
  });

  it('says finance is available when the lender quotes no repayment', () => {
    const car = testCarHit({
      finance_lenders: {
        AusLoans: { ...eligible.finance_lenders.Taurus!, paymentWeek: null, paymentMonth: null },
      },
    });
    renderWithPlatform(<FinanceBoxExpose car={car} />, {
      site: testSite({ finance_provider: 'AusLoans' }),
    });
    expect(screen.getByRole('link', { name: 'Finance available for 2021 Toyota HiLux' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/finance\?car_id=/),
    );
  });

  it('marks its root with the remote and build that rendered it', () => {
    const { container } = renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-module', 'finance-box');
    expect(root).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('renders nothing at all for a car that is not eligible', () => {
    for (const car of [
      { ...eligible, status: 'sold' as const },
      { ...eligible, price: 500 },
      { ...eligible, year: 2014 },
      {
        ...eligible,
        finance_lenders: { Taurus: { ...eligible.finance_lenders.Taurus!, comparisonRate: null } },
      },
    ]) {
      const { container, unmount } = renderWithPlatform(<FinanceBoxExpose car={car} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('renders nothing on a site that hides the box, on the Subaru template, or for the dealer group', () => {
    for (const options of [
      { site: testSite({ hide_finance_box: true }) },
      { site: testSite({ template: 'subaru-manufacturer' }) },
      { dealer: testDealer({ dealership_group: 'Autopact Group' }) },
    ]) {
      const { container, unmount } = renderWithPlatform(<FinanceBoxExpose car={eligible} />, options);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});

describe('finance disclaimer modal', () => {
  it("opens on Disclaimer with the lender's text fetched by car id, and closes with Escape back to the button", async () => {
    const fetches = serveDisclaimer(SERVER_TEXT);
    const user = userEvent.setup();
    renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    const button = screen.getByRole('button', { name: /^Disclaimer/ });
    expect(fetches.requests).toHaveLength(0); // nothing fetched until asked

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Finance disclaimer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await within(dialog).findByText(SERVER_TEXT)).toBeInTheDocument();
    expect(fetches.requests.map((url) => url.pathname)).toEqual(['/api/cars/77/finance-disclaimer']);
    expect(dialog).toHaveTextContent('Interest rate8.99% p.a.');
    expect(dialog).toHaveTextContent('Comparison rate*9.65% p.a.');
    expect(dialog).toHaveTextContent(
      '*Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("states the lender's term as it was given, in years or months", async () => {
    serveDisclaimer(SERVER_TEXT);
    const user = userEvent.setup();
    const taurus = eligible.finance_lenders.Taurus!;
    const car = testCarHit({
      id: 77,
      price: 45990,
      finance_lenders: { Taurus: { ...taurus, termYears: null, termMonths: 54 } },
    });
    renderWithPlatform(<FinanceBoxExpose car={car} />);
    await user.click(screen.getByRole('button', { name: /^Disclaimer/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Term54 months');
  });

  it('closes with its Close button', async () => {
    serveDisclaimer(SERVER_TEXT);
    const user = userEvent.setup();
    renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    await user.click(screen.getByRole('button', { name: /^Disclaimer/ }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the indicative repayment disclaimer of spec §8 when the lender has none', async () => {
    serveDisclaimer(null);
    const user = userEvent.setup();
    renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    await user.click(screen.getByRole('button', { name: /^Disclaimer/ }));
    const text = await screen.findByText(/^This repayment is a guide only/);
    expect(text).toHaveTextContent(
      'This repayment is a guide only, based on the information and interest rate entered. It is not a formal ' +
        'or binding quote and does not take into account your financial situation or objectives. The actual ' +
        'interest rate and repayment are set by Taurus on its own lending criteria. Finance is for approved ' +
        'applicants only. Terms, conditions, fees, charges and lending criteria apply.',
    );
  });

  it('offers to try again when the disclaimer cannot be fetched', async () => {
    const fetches = serveDisclaimer(SERVER_TEXT, 500);
    const user = userEvent.setup();
    renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    await user.click(screen.getByRole('button', { name: /^Disclaimer/ }));
    expect(await screen.findByText(/We could not load the lender's disclaimer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetches.requests).toHaveLength(2));
  });
});
