import { BODY_TYPE_LABELS, type BodyType } from '../../../shared/src/domain/catalogue';

/** simple_body labels of the spec §3 body types (the shared domain's wording). */
export const BODY_LABELS = BODY_TYPE_LABELS;

/** Listing body configuration and seats by body type (utes and cab chassis are refined by cab style). */
const BODY_DETAILS: Readonly<Record<BodyType, { configuration: string; seats: number | null }>> = {
  '4x4': { configuration: '4D Wagon', seats: 5 },
  bus: { configuration: 'Bus', seats: 12 },
  cabChassis: { configuration: 'Single Cab Chassis', seats: 3 },
  convertible: { configuration: '2D Convertible', seats: 4 },
  coupe: { configuration: '2D Coupe', seats: 4 },
  hardtop: { configuration: 'Caravan', seats: null },
  hatch: { configuration: '5D Hatchback', seats: 5 },
  hatchback: { configuration: '5D Hatchback', seats: 5 },
  motorhome: { configuration: 'Motorhome', seats: 4 },
  lightTruck: { configuration: 'Cab Chassis', seats: 3 },
  peopleMover: { configuration: '4D Wagon', seats: 8 },
  sedan: { configuration: '4D Sedan', seats: 5 },
  softtop: { configuration: 'Camper Trailer', seats: null },
  suv: { configuration: '4D Wagon', seats: 5 },
  ute: { configuration: 'Dual Cab Pick-up', seats: 5 },
  van: { configuration: 'Van', seats: 2 },
  wagon: { configuration: '4D Wagon', seats: 5 },
  stationWagon: { configuration: '4D Wagon', seats: 5 },
};

export function bodyDetails(body: BodyType): { configuration: string; seats: number | null } {
  return BODY_DETAILS[body];
}
