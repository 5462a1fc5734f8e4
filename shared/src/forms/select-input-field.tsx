import { useTheme } from '@emotion/react';
import { useField } from 'react-final-form';
import { controlStyle } from '../ui/control-style';
import { describedBy, FormField } from './form-field';
import { useFieldRequired } from './required-fields';
import { useKeepTypedValue } from '../ui/keep-typed-value';
import { shownError } from './show-error';

interface SelectInputFieldProps {
  name: string;
  /** DOM id of the control (the error list links to it). */
  id: string;
  label: string;
  options: readonly (string | { value: string; label: string })[];
  /** The empty first choice ("Choose…"); none when the field always has a value. */
  placeholder?: string;
}

/**
 * A labelled select bound to the form, with its message when invalid; marked required (aria-required and the
 * label's mark) when the form's rules refuse it empty (useFieldRequired).
 */
export function SelectInputField({ name, id, label, options, placeholder }: SelectInputFieldProps) {
  const theme = useTheme();
  const { input, meta } = useField<string>(name);
  const error = shownError(meta);
  const required = useFieldRequired(name);
  const ref = useKeepTypedValue(input.value ?? '', input.onChange);
  return (
    <FormField htmlFor={id} label={label} required={required} error={error}>
      <select
        {...input}
        ref={ref}
        id={id}
        value={input.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { error })}
        css={controlStyle(theme)}
      >
        {placeholder != null && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FormField>
  );
}
