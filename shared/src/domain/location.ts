/** Dealer locations, hours and reviews (spec §3). */
export type LocationType = 'sales' | 'service' | 'parts' | '';
export type Department = 'sales' | 'service' | 'parts' | 'all';

/** weekday 0 is Sunday, 6 is Saturday. */
export interface OpeningHourEntry {
  weekday: number;
  status: 'Open' | 'Closed';
  formated_hours: string | null;
  open: string | null;
  close: string | null;
}

export interface SpecialHoursEntry {
  status: 'Open' | 'Closed';
  /** YYYY-MM-DD. */
  date: string;
  start_hour: string | null;
  end_hour: string | null;
  department: Department;
}

export interface LocationAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number | null;
  long: number | null;
  place_url: string | null;
  place_id: string | null;
  map_key: string | null;
}

export interface ContactDetail {
  phone: string | null;
  landline_phone: string | null;
  /** Opening hours per department; `sales` is always present when known. */
  opening_hours: Partial<Record<Exclude<Department, 'all'>, OpeningHourEntry[]>> | null;
}

export interface ReviewsSummary {
  count: number;
  /** Kept as a string, as the spec's summary does. */
  average_rating: string;
}

export interface DealerLocation {
  id: number;
  slug: string;
  name: string;
  dealership_id: number;
  dealership_slug: string;
  location_type: LocationType;
  location_subtype: string[];
  visible: boolean;
  primary: boolean;
  manufacturers: string[];
  image: { url: string; thumb: { url: string } } | null;
  reviews: ReviewsSummary | null;
  average_rating: number | null;
  review_count: number | null;
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  coming_soon_label: string | null;
  time_zone: string;
  address: LocationAddress;
  contact_detail: ContactDetail;
  special_hours: SpecialHoursEntry[];
}

export interface Review {
  id: number;
  image: string | null;
  customer_name: string;
  text: string | null;
  rating: number;
  created_at_time_ago_in_words: string;
  review_date: string;
  review_date_in_words: string;
}
