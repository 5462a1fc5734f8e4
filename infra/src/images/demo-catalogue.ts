/**
 * What the generated demo pictures can show: the body silhouettes and the camera angles, and how a body
 * name found in inventory data ("Cab Chassis", "4x4", "hatchback") maps onto a silhouette.
 */

/** Body types that have their own silhouette. */
export const DEMO_BODIES = [
  'suv',
  'ute',
  'hatch',
  'sedan',
  'wagon',
  'van',
  'cabChassis',
  'peopleMover',
  'coupe',
  'convertible',
  'motorhome',
  'lightTruck',
  'bus',
] as const;
export type DemoBody = (typeof DEMO_BODIES)[number];

/** Camera angles of a demo car's gallery, in gallery order. */
export const DEMO_ANGLES = [
  'front-left',
  'front',
  'side',
  'rear-left',
  'rear',
  'interior',
  'dash',
  'boot',
] as const;
export type DemoAngle = (typeof DEMO_ANGLES)[number];

/** Any body without a silhouette of its own is drawn as a sedan. */
export const FALLBACK_BODY: DemoBody = 'sedan';

/** Other names of the catalogue's body types (spec §3), keyed by lower-case letters and digits only. */
const ALIASES: Record<string, DemoBody> = {
  '4x4': 'suv',
  hardtop: 'coupe',
  hatchback: 'hatch',
  softtop: 'convertible',
  stationwagon: 'wagon',
  utility: 'ute',
  pickup: 'ute',
  minibus: 'bus',
  campervan: 'motorhome',
  truck: 'lightTruck',
  mpv: 'peopleMover',
};

const BY_KEY = new Map<string, DemoBody>([
  ...DEMO_BODIES.map((body) => [body.toLowerCase(), body] as const),
  ...Object.entries(ALIASES),
]);

/** "Cab Chassis", "cab-chassis", "cabChassis" → "cabChassis"; anything unknown → "sedan". */
export function normaliseBody(name: string | null | undefined): DemoBody {
  const key = (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return BY_KEY.get(key) ?? FALLBACK_BODY;
}

export function isDemoAngle(value: string): value is DemoAngle {
  return (DEMO_ANGLES as readonly string[]).includes(value);
}
