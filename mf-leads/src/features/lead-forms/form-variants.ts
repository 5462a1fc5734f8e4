import type { LeadEventCategory } from '@dealerline/shared';
import { DEFAULT_LEAD_CATEGORY } from '@dealerline/shared/rules';

/** The lead forms of mf-leads (spec §5); the route table passes the variant, the URL may refine it. */
export type LeadFormKind =
  | 'enquiry'
  | 'contact'
  | 'email-us'
  | 'test-drive'
  | 'request-photos'
  | 'careers'
  | 'fleet'
  | 'service'
  | 'service-enquiry';

/** What a form asks and sends. */
export interface LeadFormShape {
  kind: LeadFormKind;
  heading: string;
  submitLabel: string;
  /** The category sent when the form shows no category selector, else the selector's default. */
  category: CategoryChoice;
  categorySelector: boolean;
  /** Spec §5: the message may be relaxed by the dealer setting only on forms that allow optional. */
  message: 'relaxable' | 'optional';
  /** Test drive and service booking: a preferred date and time (never required, spec §5). */
  dateTime: boolean;
  /**
   * Whose hours the form offers, the sales yard's or the service department's, and whose locations: a service
   * booking the workshops', the other forms those of the chosen category (leadDepartments).
   */
  department: 'sales' | 'service';
  /** Service booking: the shopper's own car (make, model, year, odometer) and the service wanted. */
  vehicleDetails: boolean;
  /** Request photos: the hidden request text sent with the lead. */
  requestText: string | null;
  /**
   * The form sits under a content page (the service, fleet and careers pages): the lead names that page
   * (page_id, spec §3) and goes to the location the page is about, if any.
   */
  onContentPage: boolean;
  /**
   * The form is the page: /book-test-drive, and /contact?car_id= (the vehicle page's Enquire and Request More
   * Photos), where the contact region gives way to a link. Its heading is the page's h1.
   */
  isPage: boolean;
}

/** The categories a shopper can pick on the general contact form (default General Enquiry, spec §5). */
export const CATEGORY_CHOICES = [
  'General Enquiry',
  'Vehicle Enquiry',
  'Test Drive',
  'Service',
  'Fleet',
  'Careers Enquiry',
] as const;
export type CategoryChoice = (typeof CATEGORY_CHOICES)[number] | 'Request Photos';

/** Request photos: the hidden request text (spec §5). */
export const PHOTO_REQUEST_TEXT = 'Please send me more photos of this vehicle.';

const base = {
  categorySelector: false,
  message: 'relaxable',
  dateTime: false,
  department: 'sales',
  vehicleDetails: false,
  requestText: null,
  onContentPage: false,
  isPage: false,
} as const;

const SHAPES: Record<LeadFormKind, LeadFormShape> = {
  enquiry: {
    ...base,
    kind: 'enquiry',
    heading: 'Enquire about this car',
    submitLabel: 'Send Enquiry',
    category: 'Vehicle Enquiry',
    isPage: true,
  },
  contact: {
    ...base,
    kind: 'contact',
    heading: 'Send us a message',
    submitLabel: 'Send Message',
    category: DEFAULT_LEAD_CATEGORY,
    categorySelector: true,
  },
  'email-us': {
    ...base,
    kind: 'email-us',
    heading: 'Email Us',
    submitLabel: 'Send Message',
    category: DEFAULT_LEAD_CATEGORY,
    categorySelector: true,
  },
  'test-drive': {
    ...base,
    kind: 'test-drive',
    heading: 'Book a Test Drive',
    submitLabel: 'Book Test Drive',
    category: 'Test Drive',
    dateTime: true,
    isPage: true,
  },
  'request-photos': {
    ...base,
    kind: 'request-photos',
    heading: 'Request More Photos',
    submitLabel: 'Request Photos',
    category: 'Request Photos',
    message: 'optional',
    requestText: PHOTO_REQUEST_TEXT,
    isPage: true,
  },
  careers: {
    ...base,
    kind: 'careers',
    heading: 'Careers Enquiry',
    submitLabel: 'Send Enquiry',
    category: 'Careers Enquiry',
    onContentPage: true,
  },
  fleet: {
    ...base,
    kind: 'fleet',
    heading: 'Fleet Enquiry',
    submitLabel: 'Send Enquiry',
    category: 'Fleet',
    onContentPage: true,
  },
  service: {
    ...base,
    kind: 'service',
    heading: 'Book a Service',
    submitLabel: 'Request Booking',
    category: 'Service',
    message: 'optional',
    dateTime: true,
    department: 'service',
    vehicleDetails: true,
    onContentPage: true,
  },
  'service-enquiry': {
    ...base,
    kind: 'service-enquiry',
    heading: 'Service Enquiry',
    submitLabel: 'Send Message',
    category: 'Service',
    categorySelector: true,
    onContentPage: true,
  },
};

/**
 * The form for a route variant and its URL: `/contact?car_id=` is the enquiry on a car (the vehicle page's
 * Enquire), `&form=request-photos` its request for photos, unless the site has no such car (`carMissing`: a
 * sold or mistyped one), which leaves the general contact form (as the page's form all the same); the service pages book a service on dealers
 * that take bookings (dealer config service_booking) and are a service enquiry elsewhere; unknown variants
 * are the contact form.
 */
export function formShape(
  variant: string | undefined,
  search: URLSearchParams,
  options: { serviceBooking?: boolean; carMissing?: boolean } = {},
): LeadFormShape {
  const kind = (variant ?? 'contact') as LeadFormKind;
  if (kind === 'contact' && search.get('car_id')) {
    if (options.carMissing) return { ...SHAPES.contact, isPage: true };
    return SHAPES[search.get('form') === 'request-photos' ? 'request-photos' : 'enquiry'];
  }
  if (kind === 'service' && !options.serviceBooking) return SHAPES['service-enquiry'];
  return SHAPES[kind] ?? SHAPES.contact;
}

/**
 * Whether this form may be about a car that is no longer available (the page shows the sold notice either
 * way): an enquiry or a photo request about a sold car is still a question the dealer can answer (the vehicle
 * page of a sold car keeps Enquire, and the answer is often "a similar one"), so the lead names the car; a test
 * drive of a sold car cannot happen, so that form books one without the car, as for a car_id the site does
 * not have.
 */
export function namesSoldCar(shape: LeadFormShape): boolean {
  return shape.kind === 'enquiry' || shape.kind === 'request-photos';
}

/** The category a lead of this form is: the shopper's choice where the form offers one, else the form's own. */
export function chosenCategory(shape: LeadFormShape, choice: CategoryChoice | undefined): CategoryChoice {
  return shape.categorySelector ? (choice ?? shape.category) : shape.category;
}

/** Spec §5 asks Rego (optional) on the enquiry forms; a careers enquiry is about a job, not a vehicle. */
export function asksRego(category: CategoryChoice): boolean {
  return category !== 'Careers Enquiry';
}

/** Which analytics event (spec §9) a sent lead of this category counts as. */
export function eventCategory(choice: CategoryChoice): LeadEventCategory {
  switch (choice) {
    case 'General Enquiry':
    case 'Vehicle Enquiry':
      return 'enquiry';
    case 'Test Drive':
      return 'test_drive';
    case 'Careers Enquiry':
      return 'careers';
    default:
      return 'other';
  }
}
