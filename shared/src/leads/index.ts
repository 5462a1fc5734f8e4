export { submitLead, LEADS_PATH, type SubmitLeadOptions } from './submit-lead';
export { LeadSubmitError } from './lead-submit-error';
export { newIdempotencyKey } from './idempotency-key';
export {
  readContact,
  readSelectedCar,
  readSuccessCategory,
  storeContact,
  storeSelectedCar,
  storeSuccessCategory,
  type StoredCar,
  type StoredContact,
} from './lead-storage';
