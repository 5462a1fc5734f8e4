export { submitLead, LEADS_PATH, type SubmitLeadOptions } from './submit-lead';
export { LeadSubmitError } from './lead-submit-error';
export { newIdempotencyKey } from './idempotency-key';
