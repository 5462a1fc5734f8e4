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
