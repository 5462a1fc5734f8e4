/**
 * The lead forms' honeypot: a text field every lead form renders out of sight (HoneypotField in the form kit)
 * that people never see nor reach, so never fill, and that form-filling bots fill. `POST /api/leads` answers a
 * lead with it filled like a stored one and stores nothing (infra/src/leads/honeypot.ts). Its name matches
 * nothing browsers or password managers autofill (not `website`, `url`, `company`, `name`, `email`, `phone`,
 * `address`, `postcode`…): an autofilled honeypot would drop a real shopper's lead without a word.
 */
export const HONEYPOT_FIELD = 'lead_reference';

/** The honeypot as a lead carries it: only when something filled it. */
export interface HoneypotFields {
  [HONEYPOT_FIELD]?: string;
}
