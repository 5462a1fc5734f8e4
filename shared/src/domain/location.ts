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

/** One test drive start time of GET /api/locations/{id}/appointments, in the location's time zone. */
export interface AppointmentSlot {
  /** HH:MM, 24-hour. */
  time: string;
  /** 12-hour label, e.g. "9:30am". */
  label: string;
}

/** GET /api/locations/{id}/appointments?date=YYYY-MM-DD&department=sales (spec §7.7 appointment fetch). */
export interface AppointmentSlotsResponse {
  location_id: number;
  date: string;
  department: Exclude<Department, 'all'>;
  time_zone: string;
  /** Empty on a closed day, a day in the past or a day without hours. */
  slots: AppointmentSlot[];
}
