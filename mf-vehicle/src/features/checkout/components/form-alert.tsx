import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

/** A destructive alert for a form-level error (spec §5): announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      role="alert"
      data-form-error
      css={css`
        padding: ${theme.space(3)};
        border: 1px solid ${theme.colors.danger};
        border-left-width: 4px;
        border-radius: ${theme.radius}px;
        background: #fdf2f4;
        color: ${theme.colors.danger};
        font-weight: 600;
      `}
    >
      {children}
    </div>
  );
}
