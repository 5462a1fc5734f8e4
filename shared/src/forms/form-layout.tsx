import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { css } from '@emotion/react';
import { mq } from '@dealerline/shared';
import { ErrorSummary } from './error-summary';
import { FormErrorAlert } from './form-error-alert';
import { SubmitButton } from './submit-button';

/** A form's two-column grid from md up; children with the class `full` span both columns. */
export const formGridStyle = css`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${mq('md')} {
    grid-template-columns: 1fr 1fr;
  }
  & > .full {
    grid-column: 1 / -1;
  }
`;

/**
 * A form on the grid that does not let the browser validate (the form's own rules do): a submit attempt
 * with invalid fields calls `onInvalidSubmit` (see useErrorSummaryFocus) before react-final-form's submit.
 */
export function GridForm({
  onSubmit,
  hasValidationErrors,
  onInvalidSubmit,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  hasValidationErrors: boolean | undefined;
  onInvalidSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (hasValidationErrors) onInvalidSubmit();
        void onSubmit(event);
      }}
      css={formGridStyle}
    >
      {children}
    </form>
  );
}

/**
 * Moves focus to the error list after each submit attempt with invalid fields: `summary` goes on the list,
 * `invalidSubmit()` is called when such an attempt is made.
 */
export function useErrorSummaryFocus(): { summary: RefObject<HTMLDivElement | null>; invalidSubmit(): void } {
  const summary = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) summary.current?.focus();
  }, [attempts]);
  return { summary, invalidSubmit: () => setAttempts((n) => n + 1) };
}

/** The end of a form: the error list (after a failed attempt), the form-level error and the submit button. */
export function FormSubmitFooter({
  summary,
  fieldErrors,
  submitError,
  label,
  submitting,
}: {
  summary: RefObject<HTMLDivElement | null>;
  /** The invalid fields to list, in form order; null when the list is not shown. */
  fieldErrors: { id: string; message: string }[] | null;
  submitError?: string;
  label: string;
  submitting: boolean;
}) {
  return (
    <>
      {fieldErrors && (
        <div className="full">
          <ErrorSummary ref={summary} errors={fieldErrors} />
        </div>
      )}
      {submitError && <FormErrorAlert className="full" message={submitError} />}
      <div className="full">
        <SubmitButton label={label} submitting={submitting} />
      </div>
    </>
  );
}
