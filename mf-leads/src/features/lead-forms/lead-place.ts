import type { CarSummary, DealerConfig, DealerLocation, Dealership } from '@dealerline/shared';
import {
  hoursDepartments,
  isOpenForBusiness,
  locationTypeOf,
  tradingDealerships,
  type HoursDepartment,
} from '@dealerline/shared/rules';
import type { CategoryChoice, LeadFormShape } from './form-variants';

/**
 * The departments whose locations a lead of this category is offered: a service booking the workshops' (it
 * books the service department's times); a Service enquiry (a category of the contact, Email Us and service
 * enquiry forms) the service and parts departments' (the forms have no Parts category, spec §5, so a parts
 * question is sent as Service); any other lead the sales yards'.
 */
export function leadDepartments(
  shape: Pick<LeadFormShape, 'department'>,
  category: CategoryChoice,
): readonly HoursDepartment[] {
  if (shape.department === 'service') return ['service'];
  return category === 'Service' ? ['service', 'parts'] : ['sales'];
}

/**
 * Where a lead form's lead goes, before the shopper chooses anything: the location the form is about without
 * asking, or the locations it asks among; the dealership follows the location (a location belongs to one
 * dealership), so the form asks a dealership only where no location decides it.
 */
export interface LeadPlaces {
  /** The page's location, the car's yard, or the only location of the form's department. */
  fixed: DealerLocation | null;
  /** The Location selector's choices; empty when the form asks none. */
  choices: DealerLocation[];
  /** The Dealership selector's choices: only when no location is known or asked and there are several. */
  dealershipChoices: Dealership[];
  /** The car's owner: a car's lead goes to its dealership, wherever the car stands. */
  carDealershipSlug: string | null;
}

/**
 * A location serves a department when it is of that type (spec §3: an empty location_type means sales) or
 * publishes that department's opening hours: a sales yard with its own workshop takes service bookings.
 */
const serves = (location: DealerLocation, department: HoursDepartment) =>
  locationTypeOf(location) === department || hoursDepartments(location).includes(department);

/**
 * The visible, trading locations serving any of the departments, in the dealer's order (a 'Coming Late 2025'
 * location takes no leads until it opens; its own page still can); a dealer with none for service (or
 * parts) takes its bookings and enquiries at its sales ones.
 */
function departmentLocations(
  locations: DealerLocation[],
  departments: readonly HoursDepartment[],
): DealerLocation[] {
  const visible = locations.filter((l) => l.visible && isOpenForBusiness(l));
  const serving = visible.filter((l) => departments.some((department) => serves(l, department)));
  return serving.length > 0 ? serving : visible.filter((l) => serves(l, 'sales'));
}

/**
 * The places of a lead form (docs/decisions.md, "Where a lead goes"): a location page's or Email Us dialog's
 * location; with a car, the yard the car stands at (`carYardSlug`, one of the dealer's locations), else while
 * it is not known the car's dealership's locations of the departments; otherwise the departments' locations
 * (leadDepartments: they follow the category the shopper chooses).
 */
export function leadPlaces({
  dealer,
  departments,
  pageLocation,
  car,
  carYardSlug,
}: {
  dealer: Pick<DealerConfig, 'locations' | 'dealerships'>;
  departments: readonly HoursDepartment[];
  pageLocation: DealerLocation | null;
  car: Pick<CarSummary, 'dealership_slug'> | null;
  carYardSlug: string | null;
}): LeadPlaces {
  const yard = carYardSlug ? (dealer.locations.find((l) => l.slug === carYardSlug) ?? null) : null;
  const known = pageLocation ?? yard;
  const offered = known
    ? []
    : departmentLocations(dealer.locations, departments).filter(
        (l) => !car || l.dealership_slug === car.dealership_slug,
      );
  const fixed = known ?? (offered.length === 1 ? (offered[0] ?? null) : null);
  const choices = fixed ? [] : offered;
  const trading = tradingDealerships(dealer);
  return {
    fixed,
    choices,
    dealershipChoices: !car && !fixed && choices.length === 0 && trading.length > 1 ? trading : [],
    carDealershipSlug: car?.dealership_slug ?? null,
  };
}

/** What the shopper chose of the places. */
export interface PlaceChoice {
  location?: string;
  dealership_slug?: string;
}

/** The location and dealership a lead names. */
export interface LeadTarget {
  location: DealerLocation | null;
  dealershipSlug: string | null;
}

/**
 * The location and dealership of a lead: the fixed location or the chosen one, and the car's dealership, else
 * that location's, else the chosen dealership, else the dealer's only one. A location and a dealership that
 * do not belong together cannot come out of it (the car's yard may be another dealership's: the car is there).
 */
export function leadTarget(
  places: LeadPlaces,
  choice: PlaceChoice,
  dealerships: readonly Dealership[],
): LeadTarget {
  const location = places.fixed ?? places.choices.find((l) => l.slug === choice.location) ?? null;
  const chosenDealership = places.dealershipChoices.some((d) => d.slug === choice.dealership_slug)
    ? (choice.dealership_slug ?? null)
    : null;
  const onlyDealership = dealerships.length === 1 ? (dealerships[0]?.slug ?? null) : null;
  return {
    location,
    dealershipSlug:
      places.carDealershipSlug ?? location?.dealership_slug ?? chosenDealership ?? onlyDealership,
  };
}
