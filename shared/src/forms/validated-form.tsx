import type { ReactNode } from 'react';
import type { Config, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormSubmitFooter, GridForm, useErrorSummaryFocus } from './form-layout';
import { RequiredFieldsNote } from './required-fields-note';
import { type FormRules, RequiredFieldsProvider } from './required-fields';

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
  /** The fields; a function when they depend on what the shopper chose. */
  children: ReactNode | ((values: V) => ReactNode);
}

/**
 * A react-final-form form on the grid (GridForm): the note on the required marks (RequiredFieldsNote), the
 * fields, each marked required when `validate` refuses it empty, and FormSubmitFooter: the error list, focused
 * after each submit attempt with invalid fields, the form-level error of a failed submit, and the submit
 * button, disabled with a spinner while the submit runs.
 */
export function ValidatedForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  keepDirtyOnReinitialize,
  listErrors,
  submitLabel,
  children,
}: ValidatedFormProps<V>) {
  const { summary, invalidSubmit } = useErrorSummaryFocus();
  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
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
