import { useId } from 'react';
import { css } from '@emotion/react';
import { useField } from 'react-final-form';
import { HONEYPOT_FIELD, type HoneypotFields } from '../rules/lead-honeypot';

export { HONEYPOT_FIELD } from '../rules/lead-honeypot';

/**
 * The honeypot of a lead form (rules/lead-honeypot.ts): out of sight (off-screen, not display:none, which
 * bots skip), hidden from assistive tech (aria-hidden), out of the tab order, autocomplete off, under a name
 * no autofill fills. Rendered by every form that sends a lead to `POST /api/leads`, among its fields (not
 * first or last: a dialog's focus trap counts inputs at its ends); leadContact sends it.
 */
export function HoneypotField() {
  const id = useId();
  const { input } = useField<string>(HONEYPOT_FIELD);
  return (
    <div
      aria-hidden="true"
      data-lead-honeypot
      css={css`
        position: absolute;
        left: -10000px;
        width: 1px;
        height: 1px;
        overflow: hidden;
      `}
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input {...input} id={id} type="text" value={input.value ?? ''} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The honeypot's value as a lead carries it (HoneypotFields): only when something filled it. */
export function leadHoneypot(values: Partial<HoneypotFields>): HoneypotFields {
  const filled = values[HONEYPOT_FIELD];
  return filled ? { [HONEYPOT_FIELD]: filled } : {};
}
