import { calculateRepayment, type RepaymentInput, type RepaymentQuote } from '@dealerline/shared/rules';
import { financeLead, type ApplicationContext } from '../lead-payload';

const input: RepaymentInput = {
  price: 30000,
  deposit: 3000,
  termYears: 5,
  balloon: 0,
  interestRate: 10,
  frequency: 'weekly',
};
const quote = calculateRepayment(input) as RepaymentQuote;
const context: ApplicationContext = {
  subcategory: 'Finance Pre-Approval',
  shape: { dealershipChoice: true, employment: true },
  carId: 77,
  carDealershipId: 11,
  carType: 'used',
  dealershipSlug: 'coastline-toyota',
  loan: { input, quote },
  page: {
    url: 'http://coastline.localhost/finance-pre-approval?car_id=77',
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    visitedPages: [
      'http://coastline.localhost/cars/2021-mazda-cx-5',
      'http://coastline.localhost/finance-pre-approval?car_id=77',
    ],
    linkedQueryParams: { car_id: '77', car_type: 'used', vehiclePriceBudget: '30000' },
  },
};
const values = {
  name: ' Jo ',
  last_name: 'Citizen ',
  email: ' jo@example.com',
  phone: '0412 345 678',
  postcode: '4558',
  dealership_slug: 'coastline-mazda',
  employment_status: 'Full-time',
  employer: 'Harbour Hospital',
  employment_duration: '2 to 5 years',
  annual_income: '$85,000',
  residential_status: 'Renting',
  dependants: '2',
  message: '  ',
  disclaimer: true,
};

describe('financeLead', () => {
  it('sends the application as a Finance lead with the loan, the employment details and the page context', () => {
    expect(financeLead(values, context)).toEqual({
      category: 'Finance',
      subcategory: 'Finance Pre-Approval',
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4558',
      message: null,
      dealership_slug: 'coastline-mazda',
      car_id: 77,
      params: {
        vehiclePriceBudget: '30000',
        car_type: 'used',
        vehicle_price: 30000,
        deposit: 3000,
        amount_financed: 27000,
        term_years: 5,
        balloon: 0,
        interest_rate: 10,
        repayment_frequency: 'weekly',
        estimated_repayment: 132, // 132.06
        employment_status: 'Full-time',
        employer: 'Harbour Hospital',
        employment_duration: '2 to 5 years',
        annual_income: 85000,
        residential_status: 'Renting',
        dependants: '2',
        terms_conditions: true,
      },
      url: 'http://coastline.localhost/finance-pre-approval?car_id=77',
      source: 'Website',
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      car_dealership_id: 11,
      lead_attributes: {
        visited_pages: [
          'http://coastline.localhost/cars/2021-mazda-cx-5',
          'http://coastline.localhost/finance-pre-approval?car_id=77',
        ],
        linked_query_params: { car_id: '77', car_type: 'used', vehiclePriceBudget: '30000' },
      },
    });
  });

  it('uses the implied dealership without a selector, and leaves out what the page does not ask', () => {
    const lead = financeLead(
      { ...values, message: 'Call after 5' },
      {
        ...context,
        shape: { dealershipChoice: false, employment: false },
        carId: null,
        carDealershipId: null,
        carType: null,
        loan: { input, quote: null },
        page: { ...context.page, linkedQueryParams: {} },
      },
    );
    expect(lead.dealership_slug).toBe('coastline-toyota');
    expect(lead.car_id).toBeNull();
    expect(lead.message).toBe('Call after 5');
    expect(lead.params).toEqual({ terms_conditions: true });
  });

  it('asks no employer of a retired applicant', () => {
    const lead = financeLead({ ...values, employment_status: 'Retired' }, context);
    expect(lead.params).toMatchObject({
      employment_status: 'Retired',
      employer: null,
      employment_duration: null,
    });
  });
});
