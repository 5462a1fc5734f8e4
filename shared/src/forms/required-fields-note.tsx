import { css } from '@emotion/react';

/** What the required marks mean, said once above a form's first field (ours: the spec shows no such note). */
export const REQUIRED_FIELDS_NOTE = 'Fields marked * are required.';

/** The note that explains the required marks (RequiredMarker), above a form's first field. */
export function RequiredFieldsNote({ className }: { className?: string }) {
  return (
    <p
      className={className}
      data-required-fields-note
      css={css`
        margin: 0;
        font-size: 0.875rem;
      `}
    >
      {REQUIRED_FIELDS_NOTE}
    </p>
  );
}
