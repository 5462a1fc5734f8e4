import type { Tenant } from '../sites/sites-repository';
import { capitalAutoDirect } from './sites/capital-auto-direct';
import { coastlineMotorGroup } from './sites/coastline-motor-group';
import { harbourNissan } from './sites/harbour-nissan';
import { metroDrive } from './sites/metro-drive';
import { outbackCaravans } from './sites/outback-caravans';
import { riverinaTrucks } from './sites/riverina-trucks';
import { westsidePreOwned } from './sites/westside-pre-owned';

/** The seven demo tenants; holiday hours are for the season around `now`. */
export function demoTenants(now: Date = new Date()): Tenant[] {
  return [
    coastlineMotorGroup(now),
    harbourNissan(now),
    westsidePreOwned(now),
    outbackCaravans(now),
    metroDrive(now),
    capitalAutoDirect(now),
    riverinaTrucks(now),
  ];
}
