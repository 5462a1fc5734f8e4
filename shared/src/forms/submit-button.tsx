import { css, keyframes, useTheme } from '@emotion/react';
import { useHydrated } from '../ui/use-hydrated';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * The form's submit button: disabled with a spinner and `busyLabel` while the form is being sent (spec §4
 * submit states), and disabled until the page's code runs (useHydrated). Without JavaScript it never runs: a
 * note says so and points to the dealer's number (in the header of every page), so the shopper is not left at a
 * button that does nothing.
 */
export function SubmitButton({
  label,
  submitting,
  busyLabel = 'Sending…',
}: {
  label: string;
  submitting: boolean;
  busyLabel?: string;
}) {
  const theme = useTheme();
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="submit"
        disabled={submitting || !hydrated}
        aria-busy={submitting || undefined}
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          gap: 8px;
          min-height: 48px;
          padding: 12px 28px;
          border: none;
          border-radius: ${theme.radius}px;
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          font: inherit;
          font-weight: 700;
          cursor: pointer;
          &:disabled {
            opacity: 0.75;
            cursor: progress;
          }
          &:focus-visible {
            outline: 3px solid ${theme.colors.accent};
            outline-offset: 2px;
          }
        `}
      >
        {submitting && (
          <span
            data-spinner
            aria-hidden="true"
            css={css`
              width: 16px;
              height: 16px;
              border: 2px solid currentColor;
              border-right-color: transparent;
              border-radius: 50%;
              animation: ${spin} 0.8s linear infinite;
            `}
          />
        )}
        {submitting ? busyLabel : label}
      </button>
      <noscript>
        <p data-needs-javascript>
          This form needs JavaScript to send. Please turn it on in your browser, or call us on the number at
          the top of the page.
        </p>
      </noscript>
    </>
  );
}
