import { contactErrors } from '@dealerline/shared/forms';
import { DISCLAIMER_ERROR, validateLeadMessage } from '@dealerline/shared/rules';

/** What the finance application form holds; every text as typed. */
export interface ApplicationValues {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
  dealership_slug?: string;
  employment_status?: string;
  employer?: string;
  employment_duration?: string;
  annual_income?: string;
  residential_status?: string;
  dependants?: string;
  message?: string;
  disclaimer?: boolean;
}

export type ApplicationField = keyof ApplicationValues;

/** Which optional parts the form shows. */
export interface ApplicationShape {
  /** The dealership selector: only for dealers with more than one dealership (spec §5). */
  dealershipChoice: boolean;
  /** Employment, income and living situation: what a lender needs to assess an application or pre-approval. */
  employment: boolean;
}

export const EMPLOYMENT_STATUSES = [
  'Full-time',
  'Part-time',
  'Casual',
  'Self-employed',
  'Contractor',
  'Retired',
  'Not employed',
] as const;
/** Statuses with no current employer (no employer or time in the job asked). */
const NOT_WORKING: readonly string[] = ['Retired', 'Not employed'];
export const EMPLOYMENT_DURATIONS = [
  'Less than 1 year',
  '1 to 2 years',
  '2 to 5 years',
  'More than 5 years',
] as const;
export const RESIDENTIAL_STATUSES = [
  'Renting',
  'Own home with a mortgage',
  'Own home outright',
  'Living with family',
  'Boarding',
] as const;
export const DEPENDANTS = ['0', '1', '2', '3', '4', '5 or more'] as const;

/** The form's own messages (the spec gives those of the postcode and the disclaimer only). */
export const APPLICATION_MESSAGES = {
  dealership: 'Please choose a dealership.',
  employmentStatus: 'Please choose your employment status.',
  employer: "Please enter your employer's name.",
  employmentDuration: 'Please choose how long you have been in your current job.',
  annualIncome: 'Please enter your annual income before tax in whole dollars.',
  residentialStatus: 'Please choose your residential status.',
} as const;

/** Fields in the order the form shows them, which is also the order of the error list. */
export const FIELD_ORDER: readonly ApplicationField[] = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'dealership_slug',
  'employment_status',
  'employer',
  'employment_duration',
  'annual_income',
  'residential_status',
  'dependants',
  'message',
  'disclaimer',
];

/** Whether the employer and time in the job are asked for this status. */
export const isWorking = (status: string | undefined): boolean => !!status && !NOT_WORKING.includes(status);

/** "$85,000" or "85000" → 85000; null when it is not a whole dollar amount. */
export function parseIncome(text: string | undefined): number | null {
  const compact = (text ?? '').replace(/[\s$,]/g, '');
  return /^\d{1,9}$/.test(compact) ? Number(compact) : null;
}

/** Every invalid field with its message (final-form's validate). */
export function validateApplication(
  values: ApplicationValues,
  shape: ApplicationShape,
): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string | undefined>> = contactErrors(values);
  if (shape.dealershipChoice && !values.dealership_slug)
    errors.dealership_slug = APPLICATION_MESSAGES.dealership;
  if (shape.employment) {
    if (!values.employment_status) errors.employment_status = APPLICATION_MESSAGES.employmentStatus;
    if (isWorking(values.employment_status)) {
      if (!values.employer?.trim()) errors.employer = APPLICATION_MESSAGES.employer;
      if (!values.employment_duration) errors.employment_duration = APPLICATION_MESSAGES.employmentDuration;
    }
    if (parseIncome(values.annual_income) == null) errors.annual_income = APPLICATION_MESSAGES.annualIncome;
    if (!values.residential_status) errors.residential_status = APPLICATION_MESSAGES.residentialStatus;
  }
  errors.message = validateLeadMessage(values.message, false);
  if (!values.disclaimer) errors.disclaimer = DISCLAIMER_ERROR;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<
    Record<ApplicationField, string>
  >;
}
