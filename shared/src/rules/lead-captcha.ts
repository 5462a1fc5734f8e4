import type { DealerConfig } from '../domain/site';
import type { LeadCategory } from '../domain/vehicle';

/** The token the local test challenge issues and the server's local verifier accepts (no real provider). */
export const LOCAL_CAPTCHA_TOKEN = 'local-test-token';

/** The captcha field's message, in the browser and in the server's 400. */
export const CAPTCHA_REQUIRED_ERROR = 'Please confirm you are not a robot.';

/**
 * Categories sent by forms without a captcha: the finance application, the trade-in form and offer, and the
 * checkout (whose payment step is its own check). Every other lead form shows the captcha (spec §5).
 */
const CATEGORIES_WITHOUT_CAPTCHA: ReadonlySet<LeadCategory> = new Set([
  'Finance',
  'Trade-In',
  'Reserve',
  'Buy Online',
]);

/**
 * Spec §5 "captcha shown by default": a lead of a captcha form needs a passed challenge unless the dealer
 * switched the captcha off (lead_captcha false). The server applies the same rule to what it receives.
 */
export function leadNeedsCaptcha(
  category: LeadCategory,
  dealer: Pick<DealerConfig, 'lead_captcha'>,
): boolean {
  return dealer.lead_captcha !== false && !CATEGORIES_WITHOUT_CAPTCHA.has(category);
}
