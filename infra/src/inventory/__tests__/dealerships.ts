import type { DealershipInput } from '../types';

/** Test dealerships covering every kind (not a test file: jest only runs *.test.ts). */
function dealer(
  id: number,
  slug: string,
  name: string,
  kind: DealershipInput['kind'],
  extra: Partial<DealershipInput> = {},
): DealershipInput {
  return {
    id,
    slug,
    name,
    kind,
    city: 'Maroochydore',
    state: 'qld',
    postcode: '4558',
    phone: '07 5443 1000',
    street: '12 Aerodrome Road',
    locationId: id * 10,
    locationSlug: `${slug}-sales`,
    locationName: `${name} Sales`,
    ...extra,
  };
}

export const DEALERS = {
  mazda: dealer(11, 'coastline-mazda', 'Coastline Mazda Maroochydore', 'franchise', { makes: ['mazda'] }),
  nissan: dealer(21, 'harbour-nissan', 'Harbour Nissan', 'franchise', {
    makes: ['Nissan'],
    city: 'Newcastle',
    state: 'NSW',
    postcode: '2300',
  }),
  used: dealer(31, 'westside-pre-owned', 'Westside Pre-Owned', 'used', {
    city: 'Osborne Park',
    state: 'WA',
    postcode: '6017',
  }),
  usedFlag: dealer(32, 'metro-used', 'Metro Used Cars', 'group', { usedOnly: true }),
  caravans: dealer(41, 'outback-caravans', 'Outback Caravans', 'caravan', {
    makes: ['jayco', 'new-age', 'zone-rv'],
  }),
  market: dealer(51, 'capital-auto', 'Capital Auto Direct', 'group', {
    city: 'Canberra',
    state: 'ACT',
    postcode: '2600',
    subscription: true,
  }),
  trucks: dealer(71, 'riverina-trucks', 'Riverina Trucks', 'truck', {
    makes: ['isuzu', 'hino', 'fuso', 'ud'],
  }),
} satisfies Record<string, DealershipInput>;

export const ALL_DEALERS: DealershipInput[] = Object.values(DEALERS);

export const NOW = new Date('2026-03-01T02:00:00Z');
export const CURRENT_YEAR = 2026;
