// The form kit (react-final-form fields, the form layout, the lead submission hook): a library each app that
// has a form bundles, tree-shaken, not part of the '@dealerline/shared' singleton. It holds no state of its
// own: the site, the bus and lead submission come from the singleton, the Form context from react-final-form
// (a singleton too). So final-form and react-final-form load only on pages that show a form
// (docs/decisions.md, "Forms library").
export * from './form-field';
export * from './required-marker';
export * from './required-fields-note';
export * from './required-fields';
export * from './show-error';
export * from './submit-button';
export * from './error-summary';
export * from './form-error-alert';
export * from './form-layout';
export * from './validated-form';
export {
  dropFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
  type FormDraft,
  type FormDraftId,
} from './form-draft-storage';
export * from './text-input-field';
export * from './select-input-field';
export * from './dealership-select';
export * from './disclaimer-checkbox';
export * from './contact-fields';
export * from './postcode-input';
export * from './honeypot-field';
export * from './contact-values';
export * from './after-lead-sent';
export * from './use-lead-submit';
export * from './lead-success';
export * from './lead-page';
