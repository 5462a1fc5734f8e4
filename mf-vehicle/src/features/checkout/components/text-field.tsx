import { useId, type InputHTMLAttributes } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field } from 'react-final-form';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'
>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  validate?: (value: string | undefined) => string | undefined;
  /** Turns what is typed into the stored value (digits only, groups of four…). */
  parse?: (value: string) => string;
  hint?: string;
}

/**
 * A labelled input bound to react-final-form. Its error shows once the field was left or a submit was tried,
 * tied to the input with aria-describedby and aria-invalid.
 */
export function TextField({ name, label, validate, parse, hint, ...input }: TextFieldProps) {
  const id = useId();
  const theme = useTheme();
  return (
    <Field<string> name={name} validate={validate} parse={parse}>
      {({ input: field, meta }) => {
        const error = meta.touched && meta.error ? String(meta.error) : null;
        const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
        return (
          <div
            css={css`
              display: grid;
              gap: ${theme.space(1)};
            `}
          >
            <label
              htmlFor={id}
              css={css`
                font-weight: 600;
              `}
            >
              {label}
            </label>
            <input
              {...field}
              {...input}
              id={id}
              value={field.value ?? ''}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              css={css`
                box-sizing: border-box;
                width: 100%;
                padding: 10px 12px;
                border: 1px solid ${error ? theme.colors.danger : theme.colors.border};
                border-radius: ${theme.radius}px;
                font: inherit;
                color: ${theme.colors.text};
                background: #ffffff;
              `}
            />
            {hint && (
              <p
                id={`${id}-hint`}
                css={css`
                  margin: 0;
                  font-size: 0.875rem;
                  color: ${theme.colors.muted};
                `}
              >
                {hint}
              </p>
            )}
            {error && (
              <p
                id={`${id}-error`}
                data-field-error={name}
                css={css`
                  margin: 0;
                  font-size: 0.875rem;
                  color: ${theme.colors.danger};
                `}
              >
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
