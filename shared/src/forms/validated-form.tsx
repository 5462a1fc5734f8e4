import type { ReactNode } from 'react';
import type { Config, ValidationErrors } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import type { FormDraftId } from './form-draft-storage';
import { FormSubmitFooter, GridForm, useErrorSummaryFocus } from './form-layout';
import { RequiredFieldsNote } from './required-fields-note';
import { type FormRules, RequiredFieldsProvider } from './required-fields';
import { useFormDraft } from './use-form-draft';

interface ValidatedFormProps<V extends object> {
  onSubmit: Config<V>['onSubmit'];
  /**
   * The form's rules as a whole (spec §5): every invalid field with its message. They also say which fields
   * are required: those they refuse empty (RequiredFieldsProvider).
   */
  validate: FormRules<V>;
  initialValues?: Partial<V>;
  /** Keeps what the shopper typed when the initial values change (e.g. once the car has loaded). */
  keepDirtyOnReinitialize?: boolean;
  /** The invalid fields in form order, for the error list after a submit attempt. */
  listErrors: (errors: NonNullable<ValidationErrors>) => { id: string; message: string }[];
  submitLabel: string;
  /**
   * A lead form's draft (useFormDraft): what the shopper types is kept for the tab, restored when the form
   * mounts again (they followed a link, then came back) and dropped once the form is sent. Typed values are
   * then also kept when the initial values change.
   */
  draft?: FormDraftId;
  /** The fields; a function when they depend on what the shopper chose. */
  children: ReactNode | ((values: V) => ReactNode);
}

/**
 * A react-final-form form on the grid (GridForm): the note on the required marks (RequiredFieldsNote), the
 * fields, each marked required when `validate` refuses it empty, and FormSubmitFooter: the error list, focused
 * after each submit attempt with invalid fields, the form-level error of a failed submit, and the submit
 * button, disabled with a spinner while the submit runs; with a `draft`, what the shopper types is kept for the
 * tab until the form is sent.
 */
export function ValidatedForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  keepDirtyOnReinitialize,
  listErrors,
  submitLabel,
  draft,
  children,
}: ValidatedFormProps<V>) {
  const { summary, invalidSubmit } = useErrorSummaryFocus();
  const kept = useFormDraft<V>(draft, initialValues, onSubmit);
  return (
    <Form<V>
      onSubmit={kept.onSubmit}
      validate={validate}
      initialValues={kept.initialValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize || draft !== undefined}
      render={({
        handleSubmit,
        submitting,
        submitError,
        errors,
        hasValidationErrors,
        submitFailed,
        values,
      }) => (
        <GridForm
          onSubmit={handleSubmit}
          hasValidationErrors={hasValidationErrors}
          onInvalidSubmit={invalidSubmit}
        >
          {draft && <FormSpy<V> subscription={{ values: true, modified: true }} onChange={kept.keep} />}
          <RequiredFieldsNote className="full" />
          <RequiredFieldsProvider rules={validate} values={values}>
            {typeof children === 'function' ? children(values) : children}
          </RequiredFieldsProvider>
          <FormSubmitFooter
            summary={summary}
            fieldErrors={submitFailed && hasValidationErrors ? listErrors(errors ?? {}) : null}
            submitError={submitError}
            label={submitLabel}
            submitting={submitting === true}
          />
        </GridForm>
      )}
    />
  );
}
