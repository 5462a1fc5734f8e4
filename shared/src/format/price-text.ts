import type { PriceDisplay } from '../rules/price-display';
import { formatAud } from './currency';

/** A price display (spec §4 priority) in words: the amount line, the was-price and the small print under it. */
export interface PriceText {
  /** "$45,990", "$129 /week", "PREORDER" or the site's no-price text. */
  amount: string;
  /** "Was $48,990" for a reduced price. */
  was: string | null;
  /** "Subscription", or the car's price type ("Drive Away") under a real price. */
  note: string | null;
}

/**
 * The words of a price display, as the result cards show it: subscriptions per week, a reduced price with its
 * was-price, the price type under a real price, the label of a pre-order or no-price car alone.
 */
export function priceText(display: PriceDisplay, priceType: string | null): PriceText {
  switch (display.kind) {
    case 'subscription':
      return { amount: `${formatAud(display.amount)} /week`, was: null, note: 'Subscription' };
    case 'reduced':
      return {
        amount: formatAud(display.amount),
        was: `Was ${formatAud(display.was)}`,
        note: priceType || null,
      };
    case 'price':
      return { amount: formatAud(display.amount), was: null, note: priceType || null };
    case 'preorder':
    case 'no_price':
      return { amount: display.label, was: null, note: null };
  }
}
