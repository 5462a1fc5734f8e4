import {
  financePageUrl,
  similarCarsUrl,
  type CardButton,
  type CarHit,
  type DealerConfig,
} from '@dealerline/shared';
import { canReserve, isAvailable } from '@dealerline/shared/rules';

export interface CardAction {
  button: CardButton;
  label: string;
  href: string;
}

/** Button texts of spec §2. */
export const CARD_BUTTON_LABELS: Record<CardButton, string> = {
  view_details: 'View Details',
  get_finance: 'Get Finance',
  test_drive: 'Book a Test Drive',
  reserve: 'Reserve this Car',
  find_similar: 'Find Me Something Similar',
};

type ActionCar = Pick<
  CarHit,
  'id' | 'slug' | 'price' | 'car_type' | 'status' | 'sold' | 'reserved' | 'make' | 'model' | 'simple_body'
>;

function href(button: CardButton, car: ActionCar): string {
  switch (button) {
    case 'view_details':
      return `/cars/${car.slug}`;
    case 'get_finance':
      return financePageUrl(car);
    case 'test_drive':
      return `/book-test-drive/?car_id=${car.id}`;
    case 'reserve':
      return `/cars/${car.slug}/checkout`;
    case 'find_similar':
      return similarCarsUrl(car);
  }
}

/** The enquiry buttons, which Find Me Something Similar replaces on a car that is not available. */
const ENQUIRY_BUTTONS: ReadonlySet<CardButton> = new Set(['get_finance', 'test_drive', 'reserve']);

function offered(button: CardButton, car: ActionCar, dealer: Pick<DealerConfig, 'autograb'>): boolean {
  if (!isAvailable(car)) return !ENQUIRY_BUTTONS.has(button);
  if (button === 'find_similar') return false;
  if (button === 'reserve') return canReserve(car, dealer);
  return true;
}

/**
 * The card's buttons (spec §2), from the site's button set in its order. An available car gets the site's
 * buttons but Find Me Something Similar, and Reserve this Car only when reserve is offered (spec §4); a car
 * that is not available keeps View Details and gets Find Me Something Similar (when the site has it) instead
 * of the enquiry buttons.
 */
export function cardActions(
  car: ActionCar,
  buttons: readonly CardButton[],
  dealer: Pick<DealerConfig, 'autograb'>,
): CardAction[] {
  return buttons
    .filter((button) => offered(button, car, dealer))
    .map((button) => ({ button, label: CARD_BUTTON_LABELS[button], href: href(button, car) }));
}
