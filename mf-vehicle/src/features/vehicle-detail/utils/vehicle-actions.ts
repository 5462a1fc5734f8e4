import {
  financePageUrl,
  type Car,
  type DealerConfig,
  type SiteConfig,
  type VehicleButton,
} from '@dealerline/shared';
import { canReserve, isAvailable } from '@dealerline/shared/rules';

/** A sidebar button that goes to a page. */
export interface VehicleLink {
  kind: 'link';
  button: Exclude<VehicleButton, 'call' | 'chat'> | 'buy_online';
  label: string;
  href: string;
}

/** The sidebar's buttons in order: links, the call-the-dealer panel and the chat button. */
export type VehicleAction = VehicleLink | { kind: 'call' } | { kind: 'chat' };

/** Button texts of spec §2 (the card's where the card has the same button). */
export const VEHICLE_BUTTON_LABELS = {
  enquire: 'Enquire Now',
  finance: 'Get Finance',
  reserve: 'Reserve this Car',
  buy_online: 'Buy Online',
  test_drive: 'Book a Test Drive',
  trade_in: 'Value My Trade-In',
} as const satisfies Record<VehicleLink['button'], string>;

type ActionCar = Pick<Car, 'id' | 'slug' | 'price' | 'car_type' | 'status' | 'sold' | 'reserved'>;

/** Buttons that make no sense for a car that is no longer available (as on the result cards). */
const AVAILABLE_ONLY: ReadonlySet<VehicleButton> = new Set(['finance', 'reserve', 'test_drive']);

/** The enquiry for this car: the contact lead form of mf-leads, told which car (spec §3 lead defaults). */
export function enquiryUrl(car: Pick<Car, 'id'>): string {
  return `/contact?car_id=${car.id}`;
}

/** The request for more photos of this car (mf-leads' request photos form, spec §5). */
export function requestPhotosUrl(car: Pick<Car, 'id'>): string {
  return `${enquiryUrl(car)}&form=request-photos`;
}

const link = (button: VehicleLink['button'], href: string): VehicleLink => ({
  kind: 'link',
  button,
  label: VEHICLE_BUTTON_LABELS[button],
  href,
});

function actionsFor(
  button: VehicleButton,
  car: ActionCar,
  site: Pick<SiteConfig, 'buy_online'>,
  dealer: Pick<DealerConfig, 'autograb'>,
  hasPhone: boolean,
): VehicleAction[] {
  switch (button) {
    case 'enquire':
      return [link('enquire', enquiryUrl(car))];
    case 'finance':
      return [link('finance', financePageUrl(car))];
    case 'reserve':
      if (!canReserve(car, dealer)) return [];
      return [
        link('reserve', `/cars/${car.slug}/checkout`),
        ...(site.buy_online ? [link('buy_online', `/cars/${car.slug}/buy-online`)] : []),
      ];
    case 'test_drive':
      return [link('test_drive', `/book-test-drive?car_id=${car.id}`)];
    case 'trade_in':
      return [link('trade_in', `/cars/trade-in?car_id=${car.id}`)];
    case 'call':
      return hasPhone ? [{ kind: 'call' }] : [];
    case 'chat':
      return [{ kind: 'chat' }];
  }
}

/**
 * The vehicle page's sidebar (spec §2 Vehicle detail) from the site's button set, in its order. Reserve
 * this Car, and Buy Online right after it on sites with online buying, only when reserve is offered (spec
 * §4); finance, reserve and test drive are left out for a car that is not available; the call panel only
 * when there is a number to call.
 */
export function vehicleActions(
  car: ActionCar,
  site: Pick<SiteConfig, 'vehicle_buttons' | 'buy_online'>,
  dealer: Pick<DealerConfig, 'autograb'>,
  hasPhone: boolean,
): VehicleAction[] {
  return site.vehicle_buttons
    .filter((button) => isAvailable(car) || !AVAILABLE_ONLY.has(button))
    .flatMap((button) => actionsFor(button, car, site, dealer, hasPhone));
}
