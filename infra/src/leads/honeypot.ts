import { randomUUID } from 'node:crypto';
import type { LeadSubmission } from '../../../shared/src/domain/vehicle';

/**
 * The honeypot: `website`, a field the forms render out of sight (off-screen, aria-hidden, tabindex -1,
 * autocomplete off) that people leave empty and form-filling bots fill. A filled one is answered exactly
 * like a stored lead — 201 with a fresh UUID lead_id — but nothing is stored or delivered, so a bot learns
 * nothing from the answer (a 400 would tell it which field gave it away).
 */
export function isHoneypotFilled(submission: LeadSubmission): boolean {
  return (submission.website ?? '').trim() !== '';
}

/** The lead_id a trapped bot receives: the same shape as a real one. */
export const decoyLeadId = (): string => randomUUID();

/** The submission as stored: without the (empty) honeypot field. */
export function withoutHoneypot(submission: LeadSubmission): LeadSubmission {
  const { website: _website, ...rest } = submission;
  return rest;
}
