/**
 * How a lead's detail (a key of its `params`) reads in the lead email: the label and the kind of value.
 * - money: whole dollars ($25,990), from a number or a number typed as text (the finance page's budget)
 * - years / months: a loan term ("5 years")
 * - percent: a rate a year ("6.99% p.a.")
 * - km: an odometer ("45,000 km")
 * - yesNo: a boolean as Yes or No
 * - date: a calendar day (YYYY-MM-DD) as an Australian date with its weekday
 * - time: a booking's time: an offered slot (YYYY-MM-DDTHH:MM) as its day and time, else the shopper's words
 * - timestamp: an ISO instant as its UTC date and time (the lead carries no time zone of its dealership)
 * - words: a code of the forms ("in_stock", "full") as words ("In stock", "Full")
 * - text: as it is
 */
export type DetailFormat =
  | 'money'
  | 'years'
  | 'months'
  | 'percent'
  | 'km'
  | 'yesNo'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'words'
  | 'text';

export interface DetailField {
  label: string;
  format: DetailFormat;
}

/**
 * Every detail the forms and the server send, in the order a salesperson reads them: when and where
 * (a booking), the car the lead is about, the shopper's own car on a service booking, the loan, the
 * shopper's employment, the trade-in's answers and estimate, a reservation's payment, then the rest. Keys
 * not listed here come after these, in the lead's order (readableLeadDetailLines).
 */
export const LEAD_DETAIL_FIELDS: ReadonlyMap<string, DetailField> = new Map<string, DetailField>([
  ['location', { label: 'Location', format: 'text' }],
  ['preferredDate', { label: 'Preferred day', format: 'date' }],
  ['dateTime', { label: 'Preferred time', format: 'time' }],
  ['stock_number', { label: 'Stock number', format: 'text' }],
  ['Vehicle Make', { label: 'Vehicle make', format: 'text' }],
  ['Vehicle Model', { label: 'Vehicle model', format: 'text' }],
  ['manufacturer_slug', { label: 'Manufacturer', format: 'text' }],
  ['car_type', { label: 'Car type', format: 'words' }],
  ['vehicle_status', { label: 'Vehicle status', format: 'words' }],
  ['vehicle_year', { label: 'Vehicle year', format: 'text' }],
  ['odometer', { label: 'Odometer', format: 'km' }],
  ['service_type', { label: 'Service required', format: 'text' }],
  ['Rego', { label: 'Rego', format: 'text' }],
  ['rego_state', { label: 'Rego state', format: 'text' }],
  ['vehiclePriceBudget', { label: 'Vehicle price budget', format: 'money' }],
  ['vehicle_price', { label: 'Vehicle price', format: 'money' }],
  ['deposit', { label: 'Deposit', format: 'money' }],
  ['amount_financed', { label: 'Amount financed', format: 'money' }],
  ['term_years', { label: 'Loan term', format: 'years' }],
  ['term_months', { label: 'Loan term', format: 'months' }],
  ['interest_rate', { label: 'Interest rate', format: 'percent' }],
  ['balloon', { label: 'Balloon', format: 'money' }],
  ['repayment_frequency', { label: 'Repayment frequency', format: 'words' }],
  ['estimated_repayment', { label: 'Estimated repayment', format: 'money' }],
  ['employment_status', { label: 'Employment status', format: 'text' }],
  ['employer', { label: 'Employer', format: 'text' }],
  ['employment_duration', { label: 'Time in current job', format: 'text' }],
  ['annual_income', { label: 'Annual income before tax', format: 'money' }],
  ['residential_status', { label: 'Residential status', format: 'text' }],
  ['dependants', { label: 'Dependants', format: 'text' }],
  ['trade_in_year', { label: 'Trade-in year', format: 'text' }],
  ['trade_in_make', { label: 'Trade-in make', format: 'text' }],
  ['trade_in_model', { label: 'Trade-in model', format: 'text' }],
  ['trade_in_badge', { label: 'Trade-in badge', format: 'text' }],
  ['odometer_km', { label: 'Odometer', format: 'km' }],
  ['condition', { label: 'Condition', format: 'words' }],
  ['service_history', { label: 'Service history', format: 'words' }],
  ['two_key_sets', { label: 'Two sets of keys', format: 'yesNo' }],
  ['illegal_modifications', { label: 'Illegal modifications', format: 'yesNo' }],
  ['finance_owing', { label: 'Finance owing', format: 'yesNo' }],
  ['valuation_low', { label: 'Estimate from', format: 'money' }],
  ['valuation_high', { label: 'Estimate to', format: 'money' }],
  ['valuation_reason', { label: 'No online estimate because', format: 'words' }],
  ['valued_at', { label: 'Valued at', format: 'timestamp' }],
  ['valuation_id', { label: 'Valuation id', format: 'text' }],
  ['offer_accepted', { label: 'Offer accepted', format: 'yesNo' }],
  ['form_completed', { label: 'Form completed', format: 'yesNo' }],
  ['lead_id', { label: 'Trade-in lead id', format: 'text' }],
  ['reservation_id', { label: 'Reservation id', format: 'text' }],
  ['payment_reference', { label: 'Payment reference', format: 'text' }],
  ['request', { label: 'Request', format: 'text' }],
  ['page_id', { label: 'Sent from page', format: 'text' }],
  ['terms_conditions', { label: 'Agreed to the terms', format: 'yesNo' }],
]);
