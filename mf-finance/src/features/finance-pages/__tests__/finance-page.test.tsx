import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, readContact, readSuccessCategory, type AnalyticsEvent } from '@dealerline/shared';
import { readLeadForSuccess } from '@dealerline/shared/forms';
import { CAR_NOT_FOUND, NEW_TAB_NOTE } from '@dealerline/shared/ui';
import {
  fillContact,
  installLeadNetwork,
  LocationProbe,
  renderWithPlatform,
  testCarHit,
  testDealer,
  testLocation,
  testSite,
  type FakeRoute,
} from '@dealerline/shared/testing';
import FinancePageExpose from '../../../exposes/finance-page';
import { calculatorDraftKey } from '../../finance-calculator/calculator-draft';

const GROUP = testDealer({
  dealerships: [
    { id: 101, slug: 'coastline-toyota', name: 'Coastline Toyota' },
    { id: 102, slug: 'coastline-mazda', name: 'Coastline Mazda' },
  ],
});
const CAR = testCarHit({ id: 77, price: 45990, car_type: 'used', dealership_slug: 'coastline-mazda' });

let restore: (() => void) | null = null;
// A failed submit shows the browser alert (spec §8), which jsdom does not have.
beforeEach(() => jest.spyOn(window, 'alert').mockImplementation(() => undefined));
afterEach(() => {
  restore?.();
  restore = null;
  jest.restoreAllMocks();
});

function serve(routes: Record<string, FakeRoute>) {
  const network = installLeadNetwork(routes);
  restore = network.restore;
  return network;
}

function renderPage(variant: string, url: string, options: Parameters<typeof renderWithPlatform>[1] = {}) {
  return renderWithPlatform(
    <>
      <FinancePageExpose variant={variant} />
      <LocationProbe />
    </>,
    { url, ...options },
  );
}

describe('finance pages', () => {
  it.each([
    ['finance', 'Finance', 'Send Enquiry'],
    ['finance-enquiry', 'Finance Enquiry', 'Send Enquiry'],
    ['apply-for-finance', 'Apply for Finance', 'Apply Now'],
    ['finance-pre-approval', 'Finance Pre-Approval', 'Get Pre-Approved'],
  ])('%s: heading, calculator and form', (variant, heading, submit) => {
    renderPage(variant, `/${variant}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('heading', { level: 2, name: 'Repayment calculator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    const disclaimer = screen.getByRole('checkbox', {
      name: 'I agree to the Privacy Policy and Terms & Conditions*.',
    });
    // What shows is the spec's label; screen readers also hear that each link opens a new tab.
    expect(disclaimer.closest('label')!.textContent!.replaceAll(` ${NEW_TAB_NOTE}`, '')).toBe(
      'I agree to the Privacy Policy and Terms & Conditions*.',
    );
    for (const name of ['Privacy Policy', 'Terms & Conditions']) {
      expect(screen.getByRole('link', { name: `${name} ${NEW_TAB_NOTE}` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(document.getElementById('finance-form')).not.toBeNull();
    const employment = screen.queryByRole('group', { name: 'Employment and income' });
    expect(employment !== null).toBe(variant === 'apply-for-finance' || variant === 'finance-pre-approval');
  });

  it('prefills the calculator from vehiclePriceBudget and the dealership from preferredDealership', () => {
    renderPage('finance', '/finance?vehiclePriceBudget=45990&preferredDealership=coastline-toyota', {
      dealer: GROUP,
    });
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('45990');
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('4599'); // Taurus 10%
    expect(screen.getByLabelText('Preferred Dealership')).toHaveValue('coastline-toyota');
  });

  it('offers no dealership whose only yard has not opened yet', () => {
    const dealer = testDealer({
      dealerships: [...GROUP.dealerships, { id: 103, slug: 'coastline-subaru', name: 'Coastline Subaru' }],
      locations: [
        testLocation({ id: 1, slug: 'toyota-yard', dealership_id: 101 }),
        testLocation({ id: 2, slug: 'mazda-yard', dealership_id: 102 }),
        testLocation({
          id: 3,
          slug: 'subaru-yard',
          dealership_id: 103,
          coming_soon_label: 'Coming Late 2025',
        }),
      ],
    });
    renderPage('finance', '/finance', { dealer });
    const options = within(screen.getByLabelText('Preferred Dealership')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Coastline Subaru');
    expect(options.map((option) => option.textContent)).toContain('Coastline Mazda');
  });

  it('starts the calculator at the $30,000 example without a budget, and asks no dealership of a one-dealership dealer', () => {
    renderPage('finance', '/finance');
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('30000');
    expect(screen.queryByLabelText('Preferred Dealership')).toBeNull();
  });

  it('scrolls to the form and focuses its first field for #finance-form', async () => {
    const scrolled = jest.fn();
    // jsdom has no layout, so no scrollIntoView: record the call instead (removed again below).
    Element.prototype.scrollIntoView = scrolled;
    restore = () => delete (Element.prototype as Partial<Element>).scrollIntoView;
    renderPage('finance', '/finance?vehiclePriceBudget=30000#finance-form');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('finance-form'));
  });

  it('does not move focus without the anchor', () => {
    renderPage('finance', '/finance');
    expect(screen.getByLabelText('First Name')).not.toHaveFocus();
  });

  it("shows the car_id's car, read from the search index with the site's key", async () => {
    const net = serve({ '/1/indexes/Car_production/77': { body: CAR } });
    renderPage('finance', '/finance?car_id=77&car_type=used', { dealer: GROUP });
    const summary = await screen.findByRole('region', { name: '2021 Toyota HiLux' });
    expect(summary).toHaveTextContent('SR5 GUN126R');
    expect(summary).toHaveTextContent('$45,990');
    expect(within(summary).getByRole('link', { name: 'View vehicle details' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-hilux-sr5-77',
    );
    const [request] = net.requests;
    expect(request!.searchParams.get('attributesToRetrieve')).toContain('slug');
    // The car's dealership is preselected when the URL names none.
    await waitFor(() => expect(screen.getByLabelText('Preferred Dealership')).toHaveValue('coastline-mazda'));
  });

  it("starts the calculator at the car's price when the link names a car and no budget", async () => {
    serve({ '/1/indexes/Car_production/77': { body: CAR } });
    renderPage('finance', '/finance?car_id=77');
    await screen.findByText('Your selected vehicle');
    await waitFor(() => expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('45990'));
  });

  it('asks the price of a car that has none (POA) instead of quoting the $30,000 example, saying so only once the shopper tries to send', async () => {
    serve({ '/1/indexes/Car_production/77': { body: { ...CAR, price: 0 } } });
    const user = userEvent.setup();
    renderPage('finance', '/finance?car_id=77');
    await screen.findByText('Your selected vehicle');
    const price = screen.getByLabelText('Vehicle price ($)');
    const box = document.querySelector('[data-calculator-result]');
    expect(price).toHaveValue('');
    // Nothing done yet: no message under the field nor in the results box, which shows no repayment.
    expect(price).toHaveAccessibleDescription('');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveTextContent(/^Estimated weekly repayment —$/);
    expect(document.querySelector('[data-repayment]')).toBeNull();
    expect(screen.queryByText('Enter a vehicle price.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(price).toHaveAccessibleDescription('Enter a vehicle price.');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveTextContent(/^Enter a vehicle price\.$/);
  });

  it("keeps the link's budget over the car's price", async () => {
    serve({ '/1/indexes/Car_production/77': { body: CAR } });
    renderPage('finance', '/finance?car_id=77&vehiclePriceBudget=40000');
    await screen.findByText('Your selected vehicle');
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('40000');
  });

  it("starts the deposit at the car lender's for the car's price, and at the budget's for a budget", async () => {
    serve({ '/1/indexes/Car_production/77': { body: CAR } });
    const { unmount } = renderPage('apply-for-finance', '/apply-for-finance?car_id=77');
    await screen.findByText('Your selected vehicle');
    await waitFor(() => expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('45990'));
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('4599');
    unmount();

    // The $45,990 car's $4,599 is not the deposit for $20,000: Taurus asks 10% of the price shown.
    renderPage('apply-for-finance', '/apply-for-finance?car_id=77&vehiclePriceBudget=20000');
    await screen.findByText('Your selected vehicle');
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('20000');
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('2000');
    // The car lender's rate still applies.
    expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('8.99');
  });

  it("starts at the car lender's own term and repayment period, as its finance box quoted them", async () => {
    // A feed's Nissan Finance figures: a monthly payment only, over 84 months (no termYears).
    const nissan = {
      interestRate: 6.99,
      comparisonRate: 7.5,
      paymentWeek: null,
      paymentMonth: 693.89,
      termYears: null,
      termMonths: 84,
      balloon: 0,
      deposit: 0,
    };
    const caravan = { ...nissan, paymentWeek: 120.1, termYears: 10, termMonths: 120 };
    serve({
      '/1/indexes/Car_production/77': { body: { ...CAR, finance_lenders: { 'Nissan Finance': nissan } } },
      '/1/indexes/Car_production/78': { body: { ...CAR, id: 78, finance_lenders: { Powertorque: caravan } } },
    });
    const { unmount } = renderPage('finance', '/finance?car_id=77', {
      site: testSite({ finance_provider: 'Nissan Finance' }),
    });
    await screen.findByText('Your selected vehicle');
    await waitFor(() => expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('6.99'));
    expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('7 years');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // $45,990 at 6.99% over 84 months: $694 a month, the box's figure.
    expect(screen.getByText(/Estimated monthly repayment/)).toHaveTextContent('$694');
    unmount();

    // A caravan lender's 10 years is offered and chosen, not left at 5.
    renderPage('finance', '/finance?car_id=78', { site: testSite({ finance_provider: 'Powertorque' }) });
    await waitFor(() => expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('10 years'));
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  });

  it('moves a deposit the shopper did not type with the price they type', async () => {
    serve({ '/1/indexes/Car_production/77': { body: CAR } });
    const user = userEvent.setup();
    renderPage('finance', '/finance?car_id=77');
    await screen.findByText('Your selected vehicle');
    await waitFor(() => expect(screen.getByLabelText('Deposit ($)')).toHaveValue('4599'));
    const price = screen.getByLabelText('Vehicle price ($)');
    await user.clear(price);
    await user.type(price, '20000');
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('2000');
  });

  it.each([
    ['finance', '/finance?car_id=79'],
    ['apply-for-finance', '/apply-for-finance?car_id=79&car_type=used'],
  ])(
    'does not finance a sold car (%s): the sold notice, the example loan, a lead naming no car',
    async (variant, url) => {
      const sold = testCarHit({
        id: 79,
        make: 'GWM',
        model: 'Haval H6',
        price: 14990,
        status: 'sold',
        sold: true,
        dealership_slug: 'coastline-mazda',
      });
      const net = serve({
        '/1/indexes/Car_production/79': { body: sold },
        '/api/leads': { status: 201, body: { lead_id: 'lead-s' } },
      });
      const user = userEvent.setup();
      renderPage(variant, url, { dealer: GROUP });
      const notice = await screen.findByRole('region', { name: 'Unfortunately this vehicle recently sold.' });
      expect(within(notice).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
        'href',
        '/search/new-used-and-demo-cars/?refinementList[make][0]=GWM&refinementList[model][0]=Haval%20H6',
      );
      expect(screen.queryByText('Your selected vehicle')).toBeNull();
      // As for no car: the comparison rate example, Taurus' 10% and the default rate, not the sold car's.
      expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('30000');
      expect(screen.getByLabelText('Deposit ($)')).toHaveValue('3000');
      expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('10');
      // Its dealership is still the one preselected: the shopper was looking at its stock.
      expect(screen.getByLabelText('Preferred Dealership')).toHaveValue('coastline-mazda');

      await fillContact(user);
      if (variant === 'apply-for-finance') {
        await user.selectOptions(screen.getByLabelText('Employment Status'), 'Retired');
        await user.type(screen.getByLabelText('Annual Income Before Tax ($)'), '40000');
        await user.selectOptions(screen.getByLabelText('Residential Status'), 'Renting');
      }
      await user.click(screen.getByRole('button', { name: /^(Send Enquiry|Apply Now)$/ }));
      await waitFor(() => expect(net.leads).toHaveLength(1));
      expect(net.leads[0]!.body).toMatchObject({
        car_id: null,
        dealership_slug: 'coastline-mazda',
        params: { vehicle_price: 30000 },
      });
    },
  );

  it('renews an expired search key through /api/site-config before reading the car', async () => {
    const site = testSite();
    const expired = testSite({ search: { ...site.search!, validUntil: 1 } });
    const net = serve({
      '/api/site-config': { body: { site, dealer: testDealer() } },
      '/1/indexes/Car_production/77': { body: CAR },
    });
    renderPage('finance', '/finance?car_id=77', { site: expired });
    await screen.findByText('Your selected vehicle');
    expect(net.requests.map((url) => url.pathname)).toEqual([
      '/api/site-config',
      '/1/indexes/Car_production/77',
    ]);
  });

  it.each([
    ['finance', '/finance?car_id=999999999', 1],
    ['apply-for-finance', '/apply-for-finance?car_id=abc', 0],
    ['finance-enquiry', '/finance-enquiry?car_id=99999999999', 0],
    ['finance-pre-approval', '/finance-pre-approval?car_id=999999999&car_type=used', 1],
  ])(
    '%s: says so for a car_id the site has no car for, as the lead pages do, and goes on as without a car',
    async (variant, url, lookups) => {
      const net = serve({
        '/1/indexes/Car_production/999999999': {
          status: 404,
          body: { message: 'ObjectID does not exist' },
        },
      });
      renderPage(variant, url);
      // The lead pages' own words and way (one definition in the UI kit).
      expect(await screen.findByText(CAR_NOT_FOUND)).toHaveAttribute('role', 'status');
      expect(net.requests).toHaveLength(lookups);
      expect(screen.queryByText('Your selected vehicle')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('30000');
    },
  );

  it('says nothing of a missing car without a car_id, for a car it shows, or while the lookup fails (it offers a retry)', async () => {
    renderPage('finance', '/finance');
    expect(screen.queryByText(CAR_NOT_FOUND)).toBeNull();

    serve({ '/1/indexes/Car_production/77': { body: CAR } });
    renderPage('finance', '/finance?car_id=77');
    await screen.findByText('Your selected vehicle');
    expect(screen.queryByText(CAR_NOT_FOUND)).toBeNull();
    restore?.();

    serve({ '/1/indexes/Car_production/78': { status: 500, body: { message: 'Unavailable' } } });
    renderPage('finance', '/finance?car_id=78');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the vehicle you chose.');
    expect(screen.queryByText(CAR_NOT_FOUND)).toBeNull();
  });

  it('lists every error under "Please fix the following errors:" with the spec\'s messages, and sends nothing', async () => {
    const net = serve({});
    const user = userEvent.setup();
    renderPage('apply-for-finance', '/apply-for-finance', { dealer: GROUP });
    await user.type(screen.getByLabelText('Postcode'), '45a');
    expect(screen.getByLabelText('Postcode')).toHaveValue('45'); // digits only
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter a valid email address.',
      'Please enter a valid Australian phone number.',
      'Invalid postcode. Please enter a 4-digit number.',
      'Please choose a dealership.',
      'Please choose your employment status.',
      'Please enter your annual income before tax in whole dollars.',
      'Please choose your residential status.',
      '*You must agree to the terms of use before submitting.',
    ]);
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Invalid postcode. Please enter a 4-digit number.',
    );
    await user.click(within(summary).getByRole('link', { name: 'Please enter your last name.' }));
    expect(screen.getByLabelText('Last Name')).toHaveFocus();
    expect(net.leads).toHaveLength(0);
  });

  it('submits the application as a Finance lead with the loan and goes to /success with the car type', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const net = serve({
      '/1/indexes/Car_production/77': { body: CAR },
      '/api/leads': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage(
      'finance-pre-approval',
      '/finance-pre-approval?car_id=77&car_type=used&vehiclePriceBudget=45990&preferredDealership=coastline-toyota',
      { dealer: GROUP },
    );
    await screen.findByText('Your selected vehicle');
    const deposit = screen.getByLabelText('Deposit ($)');
    await user.clear(deposit);
    await user.type(deposit, '10000');
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('Employment Status'), 'Full-time');
    await user.type(screen.getByLabelText('Employer'), 'Harbour Hospital');
    await user.selectOptions(screen.getByLabelText('Time in Current Job'), '2 to 5 years');
    await user.type(screen.getByLabelText('Annual Income Before Tax ($)'), '85,000');
    await user.selectOptions(screen.getByLabelText('Residential Status'), 'Renting');
    await user.click(screen.getByRole('button', { name: 'Get Pre-Approved' }));

    // Submitting: the button is disabled with a spinner until the server answers.
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
    expect(net.leads).toHaveLength(1);
    const { body, key } = net.leads[0]!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(body).toMatchObject({
      category: 'Finance',
      subcategory: 'Finance Pre-Approval',
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4558',
      dealership_slug: 'coastline-toyota',
      car_id: 77,
      source: 'Website',
      params: {
        vehiclePriceBudget: '45990',
        car_type: 'used',
        vehicle_price: 45990,
        deposit: 10000,
        amount_financed: 35990,
        term_years: 5,
        interest_rate: 8.99, // the car lender's rate (testCarHit), where its finance box came from
        repayment_frequency: 'weekly',
        employment_status: 'Full-time',
        employer: 'Harbour Hospital',
        employment_duration: '2 to 5 years',
        annual_income: 85000,
        residential_status: 'Renting',
        dependants: '0',
        terms_conditions: true,
      },
      lead_attributes: {
        linked_query_params: {
          preferredDealership: 'coastline-toyota',
          vehiclePriceBudget: '45990',
          car_id: '77',
          car_type: 'used',
        },
      },
    });

    const events: AnalyticsEvent[] = [];
    const off = bus.on('analytics', (event) => events.push(event));
    answer({ status: 201, body: { lead_id: 'lead-1' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?car_type=used'));
    off();
    // Spec §7.4: an analytics event follows success (a finance lead is the default form, 22), naming the lead
    // without the shopper's details.
    expect(events).toEqual([
      {
        eventId: 22,
        name: 'lead_submitted',
        data: {
          lead_id: 'lead-1',
          category: 'Finance',
          subcategory: 'Finance Pre-Approval',
          car_id: 77,
        },
      },
    ]);
    // Spec §3: the success category and the contact details are kept for the success page and next time; a
    // finance lead keeps its subcategory, so a pre-approval request is not thanked as an application.
    const site = testSite().slug;
    expect(readSuccessCategory(site)).toBe('Finance Pre-Approval');
    // The car is kept too, as every lead form keeps it: /success names it and links back to it.
    expect(readLeadForSuccess(site).car).toEqual({
      id: 77,
      slug: CAR.slug,
      name: `${CAR.year} ${CAR.make} ${CAR.model}`,
      car_type: 'used',
      photo: CAR.primary_image_url,
    });
    expect(readContact(site)).toMatchObject({ name: 'Jo', email: 'jo@example.com', phone: '0412 345 678' });
  });

  it("shows the server's message when the lead is refused, and sends again with the same key", async () => {
    const net = serve({
      '/api/leads': { status: 400, body: { message: 'Unknown dealership for this site.' } },
    });
    const user = userEvent.setup();
    renderPage('finance-enquiry', '/finance-enquiry');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown dealership for this site.');
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/finance-enquiry');

    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(net.leads).toHaveLength(2));
    expect(net.leads[1]!.key).toBe(net.leads[0]!.key);
    expect(net.leads[0]!.body).toMatchObject({
      subcategory: 'Finance Enquiry',
      dealership_slug: 'test-motors',
    });
  });

  it('shows "An unexpected error occured" when the failure gives no message', async () => {
    serve({ '/api/leads': { status: 500 } });
    const user = userEvent.setup();
    renderPage('finance', '/finance?car_type=new');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An unexpected error occured$/);
    // Spec §8, generic form submit failure: the browser alert as well.
    expect(window.alert).toHaveBeenCalledWith('An error occurred when submitting this form');
  });

  describe('the calculator kept with the form’s draft', () => {
    const URL = '/finance-enquiry?car_id=77&car_type=used&vehiclePriceBudget=36990';
    const calculatorKept = () =>
      window.sessionStorage.getItem(
        calculatorDraftKey({ site: testSite().slug, form: 'finance:Finance Enquiry', carId: '77' }),
      );

    async function changeCalculator(user: ReturnType<typeof userEvent.setup>) {
      const deposit = screen.getByLabelText('Deposit ($)');
      await user.clear(deposit);
      await user.type(deposit, '5000');
      const rate = screen.getByLabelText('Interest rate (% p.a.)');
      await user.clear(rate);
      await user.type(rate, '6.5');
    }

    it('brings back the deposit and rate the shopper chose with the form after a reload, sends them, and drops them with the lead', async () => {
      const net = serve({
        '/1/indexes/Car_production/77': { body: CAR },
        '/api/leads': { status: 201, body: { lead_id: 'lead-3' } },
      });
      const user = userEvent.setup();
      const first = renderPage('finance-enquiry', URL);
      await screen.findByText('Your selected vehicle');
      await changeCalculator(user);
      await user.type(screen.getByLabelText('First Name'), 'Jo');
      await user.type(screen.getByLabelText('Message (optional)'), 'Weekends only');
      // $31,990 at 6.5% over 260 weeks: $144.19.
      expect(document.querySelector('[data-repayment]')).toHaveTextContent('$144');
      first.unmount();

      renderPage('finance-enquiry', URL);
      await screen.findByText('Your selected vehicle');
      expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
      expect(screen.getByLabelText('Message (optional)')).toHaveValue('Weekends only');
      expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('36990');
      expect(screen.getByLabelText('Deposit ($)')).toHaveValue('5000');
      expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('6.5');
      expect(document.querySelector('[data-repayment]')).toHaveTextContent('$144');

      await user.type(screen.getByLabelText('Last Name'), 'Citizen');
      await user.type(screen.getByLabelText('Email Address'), 'jo@example.com');
      await user.type(screen.getByLabelText('Mobile Number'), '0412 345 678');
      await user.type(screen.getByLabelText('Postcode'), '4558');
      await user.click(
        screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
      );
      await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
      expect(net.leads[0]!.body).toMatchObject({
        params: { vehicle_price: 36990, deposit: 5000, amount_financed: 31990, interest_rate: 6.5 },
      });
      expect(calculatorKept()).toBeNull();
    });

    it('keeps only what the shopper changed: a new URL’s vehiclePriceBudget is the page’s, the deposit theirs', async () => {
      serve({ '/1/indexes/Car_production/77': { body: CAR } });
      const user = userEvent.setup();
      const first = renderPage('finance-enquiry', URL);
      await screen.findByText('Your selected vehicle');
      await changeCalculator(user);
      expect(JSON.parse(calculatorKept()!)).toEqual({ deposit: '5000', interestRate: '6.5' });
      first.unmount();

      renderPage('finance-enquiry', '/finance-enquiry?car_id=77&vehiclePriceBudget=20000');
      await screen.findByText('Your selected vehicle');
      expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('20000');
      expect(screen.getByLabelText('Deposit ($)')).toHaveValue('5000');
      expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('6.5');
    });

    it('leaves out what a tampered or old draft holds beyond the calculator’s bounds', async () => {
      serve({ '/1/indexes/Car_production/77': { body: CAR } });
      window.sessionStorage.setItem(
        calculatorDraftKey({ site: testSite().slug, form: 'finance:Finance Enquiry', carId: '77' }),
        JSON.stringify({
          price: 'lots',
          deposit: '-500',
          balloon: 99_000_000,
          interestRate: '999',
          termYears: 40,
          frequency: 'daily',
        }),
      );
      renderPage('finance-enquiry', URL);
      await screen.findByText('Your selected vehicle');
      expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('36990');
      expect(screen.getByLabelText('Deposit ($)')).toHaveValue('3699'); // Taurus 10% of the budget
      expect(screen.getByLabelText('Balloon ($)')).toHaveValue('0');
      expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('8.99'); // the car lender's
      expect(screen.getByLabelText('Loan term')).toHaveValue('5');
      expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
      expect(document.querySelector('[data-repayment]')).toHaveTextContent(/^\$\d+$/);
    });
  });

  it('goes to /success without a car type when the page has none', async () => {
    serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-2' } } });
    const user = userEvent.setup();
    renderPage('finance', '/finance', { site: testSite({ finance_provider: 'Angle' }) });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/success$/));
  });
});
