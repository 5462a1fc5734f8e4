import type { DealerConfig } from '../../../shared/src/domain/site';

/** The dealer's optional switches, stored together (migration 007 `dealer_configs.options`). */
export const DEALER_OPTION_KEYS = [
  'lead_message_optional',
  'lead_captcha',
  'lead_terms_note',
  'reviews_hidden',
  'book_a_service_button',
  'service_booking',
  'valuation_miscellaneous',
] as const satisfies readonly (keyof DealerConfig)[];

export type DealerOptions = Partial<Pick<DealerConfig, (typeof DEALER_OPTION_KEYS)[number]>>;

/**
 * The switches a dealer config (to store) or a stored options object (read back) sets: only known keys with
 * boolean values, anything else ignored; absent switches keep their defaults.
 */
export function dealerOptions(stored: unknown): DealerOptions {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    DEALER_OPTION_KEYS.filter((key) => typeof source[key] === 'boolean').map((key) => [key, source[key]]),
  ) as DealerOptions;
}
