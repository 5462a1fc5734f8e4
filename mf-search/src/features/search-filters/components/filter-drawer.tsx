import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatNumber } from '@dealerline/shared';
import { filledButtonEdge, visuallyHidden } from '@dealerline/shared/ui';
import { useDrawerHistory } from '../hooks/use-drawer-history';
import { BackClosesDrawer } from './back-closes-drawer';

interface FilterDrawerProps {
  /** How many cars the current filters find, for the "Show N results" button; unknown while loading. */
  resultCount?: number;
  /** Filters applied, shown on the opening button. */
  activeCount: number;
  /** The drawer's "Filters" heading (focusable from script: where focus goes when its content asks). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The filter panel on small screens: a "Filters" button opening a modal drawer. Focus moves into the drawer
 * and stays there; Escape, the close button, the backdrop, "Show N results" and the browser's Back close it
 * and give focus back to the button (its history entry: useDrawerHistory). Filters apply as they change, so
 * the results behind are current when it closes; the count they find is announced from inside the drawer (a
 * status region), as the button shows it.
 */
export function FilterDrawer({ resultCount, activeCount, headingRef, children }: FilterDrawerProps) {
  const { open, changed, show, close, closeOnBack } = useDrawerHistory();
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const theme = useTheme();

  useEffect(() => {
    if (!open) return;
    const button = opener.current;
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      button?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const button = css`
    padding: ${theme.space(2)} ${theme.space(4)};
    font: inherit;
    font-weight: 600;
    border-radius: ${theme.radius}px;
    cursor: pointer;
  `;
  const results =
    resultCount === undefined
      ? ''
      : `${formatNumber(resultCount)} ${resultCount === 1 ? 'result' : 'results'}`;
  const showResults = results ? `Show ${results}` : 'Show results';

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        css={[
          button,
          css`
            border: 1px solid ${theme.colors.muted};
            background: #fff;
            color: ${theme.colors.text};
          `,
        ]}
      >
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </button>
      {changed && <BackClosesDrawer onBack={closeOnBack} />}
      {open && (
        <div
          css={css`
            position: fixed;
            inset: 0;
            z-index: 1000;
          `}
        >
          <div
            aria-hidden="true"
            onClick={close}
            css={css`
              position: absolute;
              inset: 0;
              background: rgb(0 0 0 / 45%);
            `}
          />
          <div
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-labelledby={headingId}
            tabIndex={-1}
            onKeyDown={onKeyDown}
            css={css`
              position: absolute;
              inset: 0 auto 0 0;
              width: min(420px, 100%);
              display: flex;
              flex-direction: column;
              background: ${theme.colors.background};
              color: ${theme.colors.text};
              box-shadow: 4px 0 24px rgb(0 0 0 / 20%);
              &:focus {
                outline: none;
              }
            `}
          >
            <div
              css={css`
                display: flex;
                justify-content: space-between;
                align-items: center;
                padding: ${theme.space(3)} ${theme.space(4)};
                border-bottom: 1px solid ${theme.colors.border};
              `}
            >
              <h2
                id={headingId}
                ref={headingRef}
                tabIndex={-1}
                css={css`
                  margin: 0;
                  font-size: 1.25rem;
                `}
              >
                Filters
              </h2>
              <button
                type="button"
                aria-label="Close filters"
                onClick={close}
                css={css`
                  padding: ${theme.space(1)} ${theme.space(2)};
                  font-size: 1.25rem;
                  border: 0;
                  background: none;
                  color: inherit;
                  cursor: pointer;
                `}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
            <div
              css={css`
                flex: 1;
                overflow-y: auto;
                padding: ${theme.space(3)} ${theme.space(4)};
              `}
            >
              {children}
            </div>
            <div
              css={css`
                padding: ${theme.space(3)} ${theme.space(4)};
                border-top: 1px solid ${theme.colors.border};
              `}
            >
              <button
                type="button"
                onClick={close}
                css={[
                  button,
                  css`
                    width: 100%;
                    ${filledButtonEdge(theme.space(2), theme.space(4))}
                    background: ${theme.colors.primary};
                    color: ${theme.colors.primaryText};
                  `,
                ]}
              >
                {showResults}
              </button>
              {/* The page's own count is outside this modal dialog, where a screen reader does not listen. */}
              <p role="status" css={visuallyHidden}>
                {results}
              </p>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
