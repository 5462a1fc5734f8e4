export { ApplicationForm, FINANCE_FORM_ANCHOR } from './components/application-form';
export type { ApplicationShape, ApplicationValues } from './application-fields';
export type { LoanDetails } from './lead-payload';
