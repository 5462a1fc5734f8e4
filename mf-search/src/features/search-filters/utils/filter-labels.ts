/** The heading of each filter, by car index attribute (spec §3 filter state, §9 default filters). */
const FILTER_LABELS: Readonly<Record<string, string>> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  price: 'Price',
  year: 'Year',
  km: 'Odometer',
  simple_body: 'Body Type',
  simple_transmission: 'Transmission',
  simple_fuel: 'Fuel Type',
  simple_drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  state: 'State',
  city: 'City',
  location_name: 'Location',
  dealership_name: 'Dealership',
  dealership_slug: 'Dealer',
  badge: 'Badge',
  tag: 'Tag',
  status: 'Status',
  subscription_price: 'Subscription Price',
};

/** The heading of an attribute's filter; an attribute without one reads as its name ("series" → "Series"). */
export function filterLabel(attribute: string): string {
  const words = attribute.replace(/_/g, ' ');
  return FILTER_LABELS[attribute] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where each filter sits in the panel: the ones shoppers reach for first on top; others follow in order. */
const PANEL_ORDER = [
  'car_type',
  'make',
  'model',
  'price',
  'year',
  'km',
  'simple_body',
  'simple_transmission',
];

/** The page's filter attributes in panel order. */
export function panelOrder(attributes: readonly string[]): string[] {
  const rank = (attribute: string) => {
    const i = PANEL_ORDER.indexOf(attribute);
    return i === -1 ? PANEL_ORDER.length : i;
  };
  return [...attributes].sort((a, b) => rank(a) - rank(b));
}
