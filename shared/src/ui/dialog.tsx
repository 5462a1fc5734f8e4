import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { css, useTheme } from '@emotion/react';
import { focusableIn, trapTab } from './focus-trap';

interface DialogProps {
  /** The dialog's heading, which also names it. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `panel`: a centred box (information, disclaimers); `fullscreen`: the whole window on a dark ground. */
  layout?: 'panel' | 'fullscreen';
  /** Name of the close button. */
  closeLabel?: string;
  /** Keys the content handles wherever focus is in the dialog (e.g. arrows of a photo viewer). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /**
   * Where focus goes back to on close: the button that opened the dialog (browsers such as Safari do not
   * focus a clicked button). Without it, the element that had focus when the dialog opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (rendered while open: mount it to open, unmount to close). Focus moves to its first control
 * and stays inside (Tab wraps), Escape, the close button and the backdrop close it, the page behind does not
 * scroll, and focus returns to where it was (the opening button) when it closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  layout = 'panel',
  closeLabel = 'Close',
  onKeyDown: onContentKeyDown,
  returnFocusTo,
}: DialogProps) {
  const theme = useTheme();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener =
      returnFocusTo?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const container = box.current;
    if (container) (focusableIn(container)[0] ?? container).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
    // Once per opening: the dialog is mounted to open and unmounted to close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed in a modal are its own: they never reach the page behind (React bubbles through portals).
    event.stopPropagation();
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (box.current) trapTab(event, box.current);
    onContentKeyDown?.(event);
  };

  const fullscreen = layout === 'fullscreen';
  return createPortal(
    <div
      css={css`
        position: fixed;
        inset: 0;
        z-index: 1000;
        display: grid;
        place-items: center;
      `}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        css={css`
          position: absolute;
          inset: 0;
          background: ${fullscreen ? 'rgb(0 0 0 / 92%)' : 'rgb(0 0 0 / 45%)'};
        `}
      />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={[
          css`
            position: relative;
            display: flex;
            flex-direction: column;
            box-sizing: border-box;
            &:focus {
              outline: none;
            }
          `,
          fullscreen
            ? css`
                width: 100vw;
                height: 100vh;
                padding: ${theme.space(3)};
                color: #ffffff;
              `
            : css`
                width: min(560px, calc(100vw - 32px));
                max-height: calc(100vh - 32px);
                overflow-y: auto;
                padding: ${theme.space(5)};
                border-radius: ${theme.radius}px;
                background: ${theme.colors.background};
                color: ${theme.colors.text};
                box-shadow: 0 8px 32px rgb(0 0 0 / 25%);
              `,
        ]}
      >
        <div
          css={css`
            display: flex;
            align-items: flex-start;
            justify-content: space-between;
            gap: ${theme.space(3)};
            margin-bottom: ${theme.space(3)};
          `}
        >
          <h2
            id={headingId}
            css={css`
              margin: 0;
              font-size: 1.25rem;
            `}
          >
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            css={css`
              padding: ${theme.space(1)} ${theme.space(2)};
              font-size: 1.25rem;
              line-height: 1;
              border: 0;
              background: none;
              color: inherit;
              cursor: pointer;
            `}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
