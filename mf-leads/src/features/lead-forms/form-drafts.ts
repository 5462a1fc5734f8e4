import type { LeadFormValues } from './lead-values';

/**
 * What a shopper typed into a form they closed without sending (the Email Us dialog of a location card),
 * kept while the page lives, so reopening the form brings it back. In memory only: nothing is stored, and a
 * reload starts afresh. The captcha is not kept (its token is for one submit).
 */
const drafts = new Map<string, LeadFormValues>();

export function formDraft(key: string): LeadFormValues | undefined {
  return drafts.get(key);
}

export function keepFormDraft(key: string, values: LeadFormValues): void {
  const { captcha: _token, ...kept } = values;
  drafts.set(key, kept);
}

/** After the form has been sent: its next opening is a new message. */
export function dropFormDraft(key: string): void {
  drafts.delete(key);
}
