/** Lead form shapes (spec §3). */
export interface LeadFormDefaults {
  dealership_slug: string | null;
  manufacturer_slug: string | null;
  stock_number: string | null;
  'Vehicle Make': string | null;
  'Vehicle Model': string | null;
  car_type: string | null;
  car_id: number | null;
  vehicle_status: string | null;
  opt_in: boolean;
  message: string;
  subcategory: string | null;
}

export interface EnquiryPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
  category: string;
  subcategory: string | null;
  opt_in: boolean;
  Rego: string | null;
  location: string | null;
  dealership_slug: string | null;
  page_id: string | null;
  additional_services: string[];
  terms_conditions: boolean;
}

export interface TradeInLeadFields {
  name: string;
  last_name: string;
  postcode: string;
  phone: string;
  email: string;
  hidden: string;
  disclaimer: boolean;
}
