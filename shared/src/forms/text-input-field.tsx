import type { ClipboardEventHandler, HTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { useField } from 'react-final-form';
import { controlStyle } from '../ui/control-style';
import { describedBy, FormField } from './form-field';
import { type FieldRule, useFieldRequired } from './required-fields';
import { useKeepTypedValue } from '../ui/keep-typed-value';
import { shownError } from './show-error';

interface TextInputFieldProps {
  name: string;
  /** DOM id of the control (the error list links to it). */
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  hint?: string;
  /** What the input keeps of a keystroke (e.g. digits only). */
  parse?: (value: string) => string;
  /** A paste of its own (a postcode box takes the pasted text whole: postcodePaste). */
  onPaste?: ClipboardEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** A field-level rule (forms that validate as a whole leave it out). */
  validate?: FieldRule;
  placeholder?: string;
  multiline?: boolean;
  /**
   * The id of a form-level alert about this field (a declined card): while set, the control is invalid and
   * described by that alert too.
   */
  alertId?: string;
}

/**
 * A labelled text input (or textarea) bound to the form, with its message when invalid; marked required
 * (aria-required and the label's mark) when its rules refuse it empty (useFieldRequired).
 */
export function TextInputField({
  name,
  id,
  label,
  type = 'text',
  parse,
  validate,
  multiline,
  hint,
  alertId,
  ...rest
}: TextInputFieldProps) {
  const theme = useTheme();
  const { input, meta } = useField<string>(name, {
    parse: parse ? (value) => parse(value ?? '') : undefined,
    validate,
  });
  const error = shownError(meta);
  const required = useFieldRequired(name, validate);
  const ref = useKeepTypedValue(input.value ?? '', input.onChange);
  const common = {
    ...input,
    ref,
    id,
    value: input.value ?? '',
    'aria-invalid': error || alertId ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, { hint, error, alertId }),
    css: controlStyle(theme),
  };
  return (
    <FormField htmlFor={id} label={label} required={required} error={error} hint={hint}>
      {multiline ? <textarea {...common} {...rest} rows={4} /> : <input {...common} {...rest} type={type} />}
    </FormField>
  );
}
