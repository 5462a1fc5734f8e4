import {
  type CarSummary,
  type Dealership,
  type LeadFormDefaults,
  type LeadSubmission,
} from '@dealerline/shared';
import { leadContact, leadPageFields, type LeadPage } from '@dealerline/shared/forms';
import { normaliseLeadCategory } from '@dealerline/shared/rules';
import { asksRego, chosenCategory, type LeadFormShape } from './form-variants';
import { leadTarget, type LeadPlaces } from './lead-place';
import type { LeadFormValues } from './lead-values';

/** Everything a lead carries besides what the shopper typed. */
export interface LeadContext extends LeadPage {
  shape: LeadFormShape;
  car: CarSummary | null;
  /**
   * Where a lead of these values may go (leadPlaces: the locations follow the chosen category); the shopper's
   * choice among them picks the location and dealership.
   */
  placesOf: (values: LeadFormValues) => LeadPlaces;
  dealerships: readonly Dealership[];
  /** The content page the form sits under (spec §3 page_id), else null. */
  pageId: string | null;
}

const trimmed = (text: string | undefined): string => (text ?? '').trim();
const orNull = (text: string | undefined): string | null => trimmed(text) || null;

/** Spec §3 lead form defaults, prefilled from the car (the site's dealership when there is none). */
export function leadDefaults(car: CarSummary | null, dealershipSlug: string | null): LeadFormDefaults {
  return {
    dealership_slug: car?.dealership_slug ?? dealershipSlug,
    manufacturer_slug: car?.make_slug ?? null,
    stock_number: car?.stocknum ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    car_type: car?.car_type ?? null,
    car_id: car?.id ?? null,
    vehicle_status: car?.status ?? null,
    opt_in: false,
    message: '',
    subcategory: null,
  };
}

/**
 * A lead form's values as a lead (spec §3, §5, §7.4): the category (Careers Enquiry sent as General Enquiry /
 * Career Enquiry), the contact fields trimmed, the dealership, the car, and as params the lead defaults of the
 * car (on a service booking: the shopper's own car and the service wanted), Rego, the location (its
 * dealership with it: leadTarget), the content page the form sits under (page_id), the test drive or service day and time, the photo request text, the captcha token
 * and the accepted terms; with the page's url, source "Website", the user agent, the car's dealership and the visited pages and
 * linked query parameters.
 */
export function buildLead(values: LeadFormValues, context: LeadContext): LeadSubmission {
  const { shape, car } = context;
  const choice = chosenCategory(shape, values.category);
  const { category, subcategory } = normaliseLeadCategory(choice, null);
  const target = leadTarget(context.placesOf(values), values, context.dealerships);
  const defaults = leadDefaults(car, target.dealershipSlug);
  return {
    category,
    subcategory,
    ...leadContact(values),
    message: orNull(values.message),
    opt_in: values.opt_in === true,
    dealership_slug: defaults.dealership_slug,
    car_id: defaults.car_id,
    params: {
      manufacturer_slug: defaults.manufacturer_slug,
      stock_number: defaults.stock_number,
      'Vehicle Make': shape.vehicleDetails ? orNull(values.vehicle_make) : defaults['Vehicle Make'],
      'Vehicle Model': shape.vehicleDetails ? orNull(values.vehicle_model) : defaults['Vehicle Model'],
      ...(shape.vehicleDetails
        ? {
            vehicle_year: orNull(values.vehicle_year),
            odometer: orNull(values.odometer),
            service_type: orNull(values.service_type),
          }
        : {}),
      car_type: defaults.car_type,
      vehicle_status: defaults.vehicle_status,
      Rego: asksRego(choice) ? orNull(values.Rego) : null,
      location: target.location?.slug ?? null,
      page_id: context.pageId,
      ...(shape.dateTime
        ? { preferredDate: orNull(values.preferredDate), dateTime: orNull(values.dateTime) }
        : {}),
      ...(shape.requestText ? { request: shape.requestText } : {}),
      ...(values.captcha ? { captcha_token: values.captcha } : {}),
      terms_conditions: values.disclaimer === true,
    },
    ...leadPageFields(context, car?.dealership_id ?? null),
  };
}
