import type { DealerConfig } from '../../../../shared/src/domain/site';
import type { LeadCategory, LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { CAPTCHA_REQUIRED_ERROR, leadNeedsCaptcha } from '../../../../shared/src/rules/lead-captcha';
import { RequestError } from '../request-errors';
import type { CaptchaVerifier } from './captcha-verifier';

export interface LeadCaptchaCheck {
  category: LeadCategory;
  /** The lead's `params.captcha_token` (withoutCaptchaToken), undefined when it sent none. */
  token: unknown;
  dealer: Pick<DealerConfig, 'lead_captcha'>;
  /** The request retries a lead already stored under its Idempotency-Key (the route looked it up). */
  storedRetry: boolean;
  remoteIp: string;
}

/**
 * The submission without its captcha token, and the token: the token is a one-time proof, not lead data, and
 * is neither stored nor part of the request a retry is compared with.
 */
export function withoutCaptchaToken(submission: LeadSubmission): {
  submission: LeadSubmission;
  token: unknown;
} {
  if (!submission.params) return { submission, token: undefined };
  const { captcha_token: token, ...params } = submission.params;
  return { submission: { ...submission, params }, token };
}

/**
 * The captcha half on the server: a lead of a captcha form (leadNeedsCaptcha) must carry a token its provider
 * accepts, else 400 with the field's message. Real providers accept a token once, so the route asks last, when
 * every other check has passed and only the storing is left: a lead refused for another reason is sent again
 * with the same token. A retry of a lead already stored under the same Idempotency-Key is not checked again
 * (the retry gets the first lead_id).
 */
export async function checkLeadCaptcha(verifier: CaptchaVerifier, check: LeadCaptchaCheck): Promise<void> {
  if (!leadNeedsCaptcha(check.category, check.dealer) || check.storedRetry) return;
  const { token } = check;
  const passed = typeof token === 'string' && token !== '' && (await verifier.verify(token, check.remoteIp));
  if (!passed) throw new RequestError(400, CAPTCHA_REQUIRED_ERROR);
}
