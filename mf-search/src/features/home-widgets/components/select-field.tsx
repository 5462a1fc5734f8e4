import type { ReactNode } from 'react';
import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { useKeepTypedValue } from '@dealerline/shared/ui';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A labelled select of the search widgets. */
export function SelectField({ label, value, onChange, disabled, children }: SelectFieldProps) {
  const theme = useTheme();
  const id = useId();
  // An option chosen in the server's HTML, before this select's code ran, is still the widget's choice.
  const ref = useKeepTypedValue(value, (chosen) => onChange(String(chosen)));
  return (
    <div
      css={css`
        display: flex;
        flex: 1 1 200px;
        flex-direction: column;
        gap: ${theme.space(1)};
      `}
    >
      <label htmlFor={id}>{label}</label>
      <select
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        css={css`
          padding: ${theme.space(2)};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius}px;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font: inherit;
        `}
      >
        {children}
      </select>
    </div>
  );
}
