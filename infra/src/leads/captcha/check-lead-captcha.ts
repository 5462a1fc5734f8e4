import type { DealerConfig } from '../../../../shared/src/domain/site';
import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { CAPTCHA_REQUIRED_ERROR, leadNeedsCaptcha } from '../../../../shared/src/rules/lead-captcha';
import { RequestError } from '../request-errors';
import type { CaptchaVerifier } from './captcha-verifier';

export interface LeadCaptchaCheck {
  submission: LeadSubmission;
  dealer: Pick<DealerConfig, 'lead_captcha'>;
  /** The request retries a lead already stored under its Idempotency-Key (the route looked it up). */
  storedRetry: boolean;
  remoteIp: string;
}

/**
 * The captcha half on the server: a lead of a captcha form (leadNeedsCaptcha) must carry a token its provider
 * accepts, else 400 with the field's message. A retry of a lead already stored under the same Idempotency-Key
 * is not checked again (real providers accept a token once; the retry gets the first lead_id). The token is
 * not stored: the submission comes back without it.
 */
export async function checkLeadCaptcha(
  verifier: CaptchaVerifier,
  check: LeadCaptchaCheck,
): Promise<LeadSubmission> {
  const { captcha_token: token, ...params } = check.submission.params ?? {};
  const submission: LeadSubmission = check.submission.params
    ? { ...check.submission, params }
    : check.submission;
  if (!leadNeedsCaptcha(check.submission.category, check.dealer)) return submission;
  if (check.storedRetry) return submission;
  const passed = typeof token === 'string' && token !== '' && (await verifier.verify(token, check.remoteIp));
  if (!passed) throw new RequestError(400, CAPTCHA_REQUIRED_ERROR);
  return submission;
}
