/** A vehicle as the product knows it (spec §3 "Car"). */
export type CarType = 'new' | 'used' | 'demo';
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold';

export const FINANCE_PROVIDERS = [
  'Taurus',
  'Powertorque',
  'AusLoans',
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
  'Car Clarity',
] as const;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

export interface FinanceLender {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  termYears: number | null;
  termMonths: number | null;
  balloon: number | null;
  deposit: number | null;
  disclaimer: string | null;
}

export interface CarImage {
  url: string;
  thumb: string;
}

export interface CarLocation {
  name: string;
  phone: string | null;
  slug: string;
  distribution_locations: string[];
  address: { id: number; street: string; city: string; state: string; place_url: string | null };
}

export interface AutograbData {
  average_market_price: number | null;
  state_average_market_price: number | null;
}

export interface Car {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  /** Unix seconds. */
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
  stocknum: string;
  km: number;
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  reserved: boolean;
  tag: string | null;
  certified: boolean;
  /** ISO 8601 date-time. */
  created_at: string;
  photos_count: number;
  /** URL of the history report file, when the car has one. */
  file: string | null;
  vin: string | null;
  simple_body: string | null;
  simple_drive: string | null;
  simple_transmission: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  colour: string | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  views: number;
  seats: number | null;
  dealership_id: number;
  dealership_slug: string;
  city: string;
  state: string;
  images: CarImage[];
  thumbnails: string[];
  primary_image_url: string | null;
  carsales_title: string | null;
  private_suburb: string | null;
  private_postcode: string | null;
  variant?: { geartype: string | null };
  trans: string | null;
  autograb_data: AutograbData | null;
  finance_lenders: Partial<Record<FinanceProvider, FinanceLender>>;
  location: CarLocation | null;
}

/** Stored locally per site (spec §3 "Favourite entry"). */
export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}
