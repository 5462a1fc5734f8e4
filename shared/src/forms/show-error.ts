import type { FieldMetaState } from 'react-final-form';

/**
 * A field's message once the shopper has changed it (typed, picked, ticked) and left it, or tried to submit;
 * undefined otherwise. Leaving alone is not enough: a page may put the cursor in a field for the shopper
 * (`/finance#finance-form` focuses First Name, a dialog its first field), and their first click or scroll
 * elsewhere blurred it, so a field they never touched said "Please enter your first name.".
 */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  const left = meta.touched === true && meta.modified === true;
  return (left || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}
