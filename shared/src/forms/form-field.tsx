import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { RequiredMarker } from './required-marker';

interface FormFieldProps {
  /** id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  /**
   * Marks the field required: a " *" (RequiredMarker) beside the label, outside the <label>, so the label's
   * text and the control's name stay the label's words.
   */
  required?: boolean;
  /** The field's message when it is invalid, shown under it with the id `${htmlFor}-error`. */
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** The id the control's aria-describedby points at when the field shows an error. */
export const errorIdOf = (id: string) => `${id}-error`;
/** The id of the field's hint. */
export const hintIdOf = (id: string) => `${id}-hint`;

/**
 * A field's message when it is invalid (nothing otherwise), under its control: `id` is the control's id, the
 * message's id is the one the control's aria-describedby points at. `standalone` for a control outside a
 * FormField (a checkbox, the captcha): the message then keeps its own space above.
 */
export function FieldError({
  id,
  message,
  standalone,
}: {
  id: string;
  message?: string;
  standalone?: boolean;
}) {
  const theme = useTheme();
  if (!message) return null;
  return (
    <span
      id={errorIdOf(id)}
      css={css`
        display: block;
        ${standalone ? 'margin-top: 4px;' : ''}
        font-size: 0.875rem;
        color: ${theme.colors.danger};
      `}
    >
      {message}
    </span>
  );
}

/** A label (with its required mark), its control, an optional hint and the field's error message, stacked. */
export function FormField({ htmlFor, label, required, error, hint, children }: FormFieldProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 4px;
      `}
    >
      <div
        css={css`
          font-weight: 600;
          font-size: 0.9375rem;
        `}
      >
        <label htmlFor={htmlFor}>{label}</label>
        {required && <RequiredMarker />}
      </div>
      {children}
      {hint && (
        <span
          id={hintIdOf(htmlFor)}
          css={css`
            font-size: 0.8125rem;
            color: ${theme.colors.muted};
          `}
        >
          {hint}
        </span>
      )}
      <FieldError id={htmlFor} message={error} />
    </div>
  );
}

/** aria-describedby of a control: its hint and, when invalid, its error. */
export function describedBy(
  id: string,
  { hint, error, alertId }: { hint?: string; error?: string; alertId?: string },
): string | undefined {
  const ids = [hint && hintIdOf(id), error && errorIdOf(id), alertId].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
