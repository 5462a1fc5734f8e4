import { contactErrors } from '@dealerline/shared/forms';
import {
  CAPTCHA_REQUIRED_ERROR,
  CATEGORY_REQUIRED_ERROR,
  DISCLAIMER_ERROR,
  validateMake,
  validateModel,
  validateLeadCategory,
  validateLeadMessage,
  validateOdometer,
  validatePreferredDate,
  validateRego,
  validateVehicleYear,
} from '@dealerline/shared/rules';
import type { CategoryChoice } from './form-variants';
import { todayValue } from './preferred-date';

/** What the shopper fills in on a lead form. */
export interface LeadFormValues {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
  category?: CategoryChoice;
  location?: string;
  dealership_slug?: string;
  Rego?: string;
  message?: string;
  /** Test drive and service booking: the day the shopper would like (YYYY-MM-DD), sent with the time. */
  preferredDate?: string;
  /** Test drive: the chosen slot (ISO date-time) or, without slots, a preferred time in the shopper's words. */
  dateTime?: string;
  opt_in?: boolean;
  captcha?: string;
  disclaimer?: boolean;
  /** Service booking: the shopper's car and the service wanted. */
  vehicle_make?: string;
  vehicle_model?: string;
  vehicle_year?: string;
  odometer?: string;
  service_type?: string;
}

export type LeadField = keyof LeadFormValues;

/** Which of the optional parts a rendered form shows (each is required when shown, spec §5). */
export interface LeadFormRules {
  categorySelector: boolean;
  locationSelector: boolean;
  dealershipSelector: boolean;
  messageRequired: boolean;
  captcha: boolean;
  /** Service booking: make and model and the service required, year and odometer checked when given. */
  vehicleDetails: boolean;
  /** Rego is asked (optional, checked when given): not on a careers enquiry (asksRego). */
  rego: boolean;
}

export const LEAD_MESSAGES = {
  category: CATEGORY_REQUIRED_ERROR,
  location: 'Please choose a location.',
  dealership: 'Please choose a dealership.',
  captcha: CAPTCHA_REQUIRED_ERROR,
  service_type: 'Please choose the service you need.',
} as const;

/** The services a booking asks for (ours: the spec names none). */
export const SERVICE_TYPES = [
  'Logbook Service',
  'General Service',
  'Repairs',
  'Tyres and Wheel Alignment',
  'Roadworthy / Safety Certificate',
  'Other',
] as const;

/**
 * The order of the fields on the form (LeadForm's, top to bottom), which is the order of the error list: the
 * place (Location, Dealership) comes after the vehicle and Rego, right before the day and time it is about.
 * lead-form-error-order.test.tsx checks it against the rendered fields of every form.
 */
export const FIELD_ORDER: LeadField[] = [
  'category',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'odometer',
  'service_type',
  'Rego',
  'location',
  'dealership_slug',
  'preferredDate',
  'dateTime',
  'message',
  'opt_in',
  'captcha',
  'disclaimer',
];

const blank = (text: string | undefined): boolean => !text?.trim();

/**
 * Spec §5 (enquiry and lead form rules) with the shared contact and postcode rules, and a preferred day not
 * before `today` (the shopper's); {} when valid.
 */
export function validateLeadForm(
  values: LeadFormValues,
  rules: LeadFormRules,
  currentYear = new Date().getFullYear(),
  today = todayValue(),
): Partial<Record<LeadField, string>> {
  const vehicle = rules.vehicleDetails;
  const errors: Partial<Record<LeadField, string | undefined>> = {
    category: rules.categorySelector ? validateLeadCategory(values.category) : undefined,
    ...contactErrors(values),
    location: rules.locationSelector && !values.location ? LEAD_MESSAGES.location : undefined,
    dealership_slug:
      rules.dealershipSelector && !values.dealership_slug ? LEAD_MESSAGES.dealership : undefined,
    vehicle_make: vehicle ? validateMake(values.vehicle_make) : undefined,
    vehicle_model: vehicle ? validateModel(values.vehicle_model) : undefined,
    vehicle_year:
      vehicle && !blank(values.vehicle_year)
        ? validateVehicleYear(values.vehicle_year, currentYear)
        : undefined,
    odometer: vehicle && !blank(values.odometer) ? validateOdometer(values.odometer) : undefined,
    service_type: vehicle && !values.service_type ? LEAD_MESSAGES.service_type : undefined,
    Rego: rules.rego && !blank(values.Rego) ? validateRego(values.Rego) : undefined,
    preferredDate: validatePreferredDate(values.preferredDate, today),
    message: validateLeadMessage(values.message, rules.messageRequired),
    captcha: rules.captcha && !values.captcha ? LEAD_MESSAGES.captcha : undefined,
    disclaimer: values.disclaimer ? undefined : DISCLAIMER_ERROR,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<
    Record<LeadField, string>
  >;
}

/** The DOM id of a lead form field's control (the error list links to it). */
export const leadFieldId = (field: LeadField): string => `lead-${field.replace(/_/g, '-').toLowerCase()}`;
