import { HONEYPOT_FIELD } from '../rules/lead-honeypot';
import { CARD_INPUT_FIELDS } from '../rules/payment-card';
import { browserStorage } from '../ui/browser-storage';

/** Which form a draft belongs to: one draft per site, form and, for a form about a car, car. */
export interface FormDraftId {
  site: string;
  /** The form, unique on the site: "test-drive:/book-test-drive", "finance:Finance Application", "email-us:noosa". */
  form: string;
  /** The car the form is about (its car_id), when it is about one. */
  carId?: string | number | null;
}

export type FormDraft = Record<string, unknown>;

/**
 * Never kept in a draft: a payment card's fields, the captcha's token (good for one submit), the honeypot
 * (only bots fill it) and the disclaimer (the shopper agrees on the form that sends).
 */
const NEVER_KEPT: ReadonlySet<string> = new Set([
  ...CARD_INPUT_FIELDS,
  'captcha',
  HONEYPOT_FIELD,
  'disclaimer',
]);

export function formDraftKey({ site, form, carId }: FormDraftId): string {
  const car = carId === null || carId === undefined || carId === '' ? '' : `:car-${carId}`;
  return `dealerline:${site}:form-draft:${form}${car}`;
}

const keepable = (draft: FormDraft): FormDraft =>
  Object.fromEntries(Object.entries(draft).filter(([name]) => !NEVER_KEPT.has(name)));

/**
 * Drafts live in the tab's session storage (docs/decisions.md "Form drafts"): gone when the tab closes, so on a
 * shared computer nothing a shopper typed outlives their tab. Storage that fails (blocked, full, unreadable)
 * keeps nothing: the form works without it.
 */
export function readFormDraft(key: string): FormDraft | null {
  try {
    const text = browserStorage('session')?.getItem(key);
    const draft: unknown = text ? JSON.parse(text) : null;
    return draft && typeof draft === 'object' && !Array.isArray(draft) ? keepable(draft as FormDraft) : null;
  } catch {
    return null;
  }
}

export function writeFormDraft(key: string, draft: FormDraft): void {
  try {
    browserStorage('session')?.setItem(key, JSON.stringify(keepable(draft)));
  } catch {
    // storage full or blocked: nothing is kept
  }
}

export function dropFormDraft(key: string): void {
  try {
    browserStorage('session')?.removeItem(key);
  } catch {
    // storage blocked: there is nothing to drop
  }
}
