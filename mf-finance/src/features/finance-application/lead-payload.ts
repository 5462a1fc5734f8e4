import { type CarType, type LeadSubmission } from '@dealerline/shared';
import { leadContact, leadPageFields, type LeadPage } from '@dealerline/shared/forms';
import { type RepaymentInput, type RepaymentQuote } from '@dealerline/shared/rules';
import { isWorking, parseIncome, type ApplicationShape, type ApplicationValues } from './application-fields';

/** The loan the shopper worked out in the calculator; quote null when its inputs could not be quoted. */
export interface LoanDetails {
  input: RepaymentInput;
  quote: RepaymentQuote | null;
}

/** Everything about the page a finance lead carries besides what the shopper typed. */
export interface ApplicationContext {
  /** The lead's subcategory: which finance page sent it. */
  subcategory: string;
  shape: ApplicationShape;
  carId: number | null;
  /** The dealership of the car the application is about (spec §7.4 car_dealership_id). */
  carDealershipId: number | null;
  carType: CarType | null;
  /** The dealership when the form asks none: the preferred one, the car's, or the dealer's only one. */
  dealershipSlug: string | null;
  loan: LoanDetails;
  /** Where the lead is sent from; its linked query parameters are the page's finance parameters. */
  page: LeadPage;
}

type Params = NonNullable<LeadSubmission['params']>;

const trimmed = (text: string | undefined): string => (text ?? '').trim();
const orNull = (text: string | undefined): string | null => trimmed(text) || null;

/** The calculator's loan as lead params: the figures behind the estimate (whole dollars for the estimate). */
function loanParams({ input, quote }: LoanDetails): Params {
  if (!quote) return {};
  return {
    vehicle_price: input.price,
    deposit: input.deposit,
    amount_financed: quote.amountFinanced,
    term_years: input.termYears,
    balloon: input.balloon,
    interest_rate: input.interestRate,
    repayment_frequency: input.frequency,
    estimated_repayment: Math.round(quote.repayment),
  };
}

function employmentParams(values: ApplicationValues): Params {
  const working = isWorking(values.employment_status);
  return {
    employment_status: values.employment_status ?? null,
    employer: working ? orNull(values.employer) : null,
    employment_duration: working ? (values.employment_duration ?? null) : null,
    annual_income: parseIncome(values.annual_income),
    residential_status: values.residential_status ?? null,
    dependants: values.dependants ?? null,
  };
}

/**
 * The finance application as a lead (spec §7.4): category Finance with the page's subcategory, the contact
 * fields trimmed, the chosen (or implied) dealership, the car, and as params the calculator's loan, the
 * vehicle price budget and car type of the URL, the employment details when asked and the accepted terms.
 */
export function financeLead(values: ApplicationValues, context: ApplicationContext): LeadSubmission {
  const budget = context.page.linkedQueryParams.vehiclePriceBudget;
  return {
    category: 'Finance',
    subcategory: context.subcategory,
    ...leadContact(values),
    message: orNull(values.message),
    dealership_slug:
      (context.shape.dealershipChoice ? values.dealership_slug : null) ?? context.dealershipSlug,
    car_id: context.carId,
    params: {
      ...(budget ? { vehiclePriceBudget: budget } : {}),
      ...(context.carType ? { car_type: context.carType } : {}),
      ...loanParams(context.loan),
      ...(context.shape.employment ? employmentParams(values) : {}),
      terms_conditions: values.disclaimer === true,
    },
    ...leadPageFields(context.page, context.carDealershipId),
  };
}
