import type { DemoTenant } from './demo-tenant';
import { capitalAutoDirect } from './sites/capital-auto-direct';
import { coastlineMotorGroup } from './sites/coastline-motor-group';
import { harbourNissan } from './sites/harbour-nissan';
import { metroDrive } from './sites/metro-drive';
import { outbackCaravans } from './sites/outback-caravans';
import { riverinaTrucks } from './sites/riverina-trucks';
import { tasmanSubaru } from './sites/tasman-subaru';
import { topEndMotors } from './sites/top-end-motors';
import { westsidePreOwned } from './sites/westside-pre-owned';

/**
 * The nine demo tenants (issue 3 item 2); together they exercise every per-site difference of spec §1, §5 and
 * §9. Holiday hours are for the season around `now`, reviews are dated back from it.
 */
export function demoTenants(now: Date = new Date()): DemoTenant[] {
  return [
    coastlineMotorGroup(now),
    harbourNissan(now),
    westsidePreOwned(now),
    outbackCaravans(now),
    metroDrive(now),
    capitalAutoDirect(now),
    riverinaTrucks(now),
    tasmanSubaru(now),
    topEndMotors(now),
  ];
}
