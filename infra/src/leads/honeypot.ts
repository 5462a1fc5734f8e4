import { randomUUID } from 'node:crypto';
import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { HONEYPOT_FIELD, type HoneypotFields } from '../../../shared/src/rules/lead-honeypot';

/**
 * The honeypot: HONEYPOT_FIELD, a field every lead form renders out of sight (off-screen, aria-hidden,
 * tabindex -1, autocomplete off, a name no autofill fills: shared/src/rules/lead-honeypot.ts) that people leave
 * empty and form-filling bots fill. A filled one is answered exactly like a stored lead — 201 with a fresh UUID
 * lead_id — but nothing is stored or delivered, so a bot learns nothing from the answer (a 400 would tell it
 * which field gave it away).
 */
export function isHoneypotFilled(submission: LeadSubmission & HoneypotFields): boolean {
  return (submission[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** The lead_id a trapped bot receives: the same shape as a real one. */
export const decoyLeadId = (): string => randomUUID();

/** The submission as stored: without the (empty) honeypot field. */
export function withoutHoneypot(submission: LeadSubmission & HoneypotFields): LeadSubmission {
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = submission;
  return rest;
}
