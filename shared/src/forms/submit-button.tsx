import { css, keyframes, useTheme } from '@emotion/react';
import type { MouseEvent } from 'react';
import { filledButtonEdge } from '../ui/filled-button-edge';
import { useHydrated } from '../ui/use-hydrated';
import { visuallyHidden } from '../ui/visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * A press on the button leaves focus where it is. Moving it would blur the field being typed in, which shows
 * that field's message if it has a mistake; the message pushes the button down between the press and the
 * release, and a release off the button is no click: the shopper's submit was lost. The click still submits,
 * and a failed submit shows every message at once. A keyboard submit is unaffected.
 */
function keepFocusOnPress(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/**
 * The form's submit button: disabled with a spinner and `busyLabel` while the form is being sent (spec §4
 * submit states), and disabled until the page's code runs (useHydrated). Without JavaScript it never runs: a
 * note says so and points to the dealer's number (in the header of every page), so the shopper is not left at a
 * button that does nothing. A screen reader hears `busyLabel` when sending starts (a live region: the label of
 * a button that has just been disabled is not read again), so a wait of several seconds is not silence.
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
        onMouseDown={keepFocusOnPress}
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          gap: 8px;
          min-height: 48px;
          ${filledButtonEdge('12px', '28px')}
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
              /* A shopper who asked for less motion gets a still ring: "Sending…" beside it says the same. */
              @media (prefers-reduced-motion: reduce) {
                animation: none;
              }
            `}
          />
        )}
        {submitting ? busyLabel : label}
      </button>
      <span aria-live="polite" data-submit-status css={visuallyHidden}>
        {submitting ? busyLabel : ''}
      </span>
      <noscript>
        <p data-needs-javascript>
          This form needs JavaScript to send. Please turn it on in your browser, or call us on the number at
          the top of the page.
        </p>
      </noscript>
    </>
  );
}
