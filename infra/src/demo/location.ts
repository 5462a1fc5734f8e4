import type {
  DealerLocation,
  LocationType,
  OpeningHourEntry,
  SpecialHoursEntry,
} from '../../../shared/src/domain/location';
import type { Dealership } from '../../../shared/src/domain/site';
import { STAR_RATING_DECIMALS } from '../../../shared/src/rules/constants';

/** The facts of one demo location; demoLocation fills in the derived fields. */
export interface LocationSeed {
  id: number;
  slug: string;
  name: string;
  dealership: Dealership;
  type: LocationType;
  subtype?: string[];
  primary?: boolean;
  visible?: boolean;
  manufacturers: string[];
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  timeZone: string;
  phone: string | null;
  landline: string | null;
  hours: { sales?: OpeningHourEntry[]; service?: OpeningHourEntry[]; parts?: OpeningHourEntry[] };
  licence: string | null;
  mrb: string | null;
  rating: { average: number; count: number } | null;
  comingSoon?: string;
  specialHours?: SpecialHoursEntry[];
}

export function fullAddress(seed: Pick<LocationSeed, 'street' | 'city' | 'state' | 'postcode'>): string {
  return `${seed.street}, ${seed.city} ${seed.state} ${seed.postcode}`;
}

export function demoLocation(seed: LocationSeed): DealerLocation {
  return {
    id: seed.id,
    slug: seed.slug,
    name: seed.name,
    dealership_id: seed.dealership.id,
    dealership_slug: seed.dealership.slug,
    location_type: seed.type,
    location_subtype: seed.subtype ?? [],
    visible: seed.visible ?? true,
    primary: seed.primary ?? false,
    manufacturers: seed.manufacturers,
    image: null,
    reviews: seed.rating
      ? { count: seed.rating.count, average_rating: seed.rating.average.toFixed(STAR_RATING_DECIMALS) }
      : null,
    average_rating: seed.rating?.average ?? null,
    review_count: seed.rating?.count ?? null,
    dealer_license_number: seed.licence,
    motor_vehicle_repairer: seed.mrb,
    coming_soon_label: seed.comingSoon ?? null,
    time_zone: seed.timeZone,
    address: {
      street: seed.street,
      city: seed.city,
      state: seed.state,
      postcode: seed.postcode,
      lat: seed.lat,
      long: seed.long,
      place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(seed))}`,
      place_id: null,
      map_key: null,
    },
    contact_detail: { phone: seed.phone, landline_phone: seed.landline, opening_hours: seed.hours },
    special_hours: seed.specialHours ?? [],
  };
}
