import type { FieldMetaState } from 'react-final-form';

/** A field's message once the shopper has left it or tried to submit; undefined otherwise. */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}
