import type { ReactNode } from 'react';
import { css, keyframes, useTheme } from '@emotion/react';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * The step's submit button (spec §4 submit states): while `submitting` it is disabled, busy, shows a spinner
 * and `busyLabel`.
 */
export function SubmitButton({
  submitting = false,
  busyLabel,
  children,
}: {
  submitting?: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-busy={submitting || undefined}
      css={css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: ${theme.space(2)};
        width: 100%;
        padding: 12px 16px;
        border: 2px solid ${theme.colors.primary};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.primary};
        color: ${theme.colors.primaryText};
        font: inherit;
        font-weight: 700;
        cursor: pointer;
        &:disabled {
          cursor: progress;
          opacity: 0.75;
        }
      `}
    >
      {submitting && (
        <span
          data-spinner
          aria-hidden="true"
          css={css`
            width: 1em;
            height: 1em;
            border: 2px solid currentColor;
            border-right-color: transparent;
            border-radius: 50%;
            animation: ${spin} 0.8s linear infinite;
          `}
        />
      )}
      {submitting && busyLabel ? busyLabel : children}
    </button>
  );
}
