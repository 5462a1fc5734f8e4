import { useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useSite } from '@dealerline/shared';
import { Dialog } from '@dealerline/shared/ui';

/**
 * The certified-vehicle information dialog (spec §2) for a certified car: a button named after the site's
 * certified wording, opening an accessible dialog. The spec gives no text; this one is ours.
 */
export function CertifiedInfo() {
  const site = useSite();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const label = site.tag_wording.certified;
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-certified
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space(2)};
          width: 100%;
          padding: ${theme.space(3)};
          border: 1px solid ${theme.colors.success};
          border-radius: ${theme.radius}px;
          background: ${theme.colors.background};
          color: ${theme.colors.success};
          font: inherit;
          font-weight: 600;
          text-align: left;
          cursor: pointer;
        `}
      >
        <span aria-hidden="true">✔</span>
        {label}: what this means
      </button>
      {open && (
        <Dialog title={label} onClose={() => setOpen(false)} returnFocusTo={opener}>
          <p>This vehicle is certified by the dealer. Before it was listed it was:</p>
          <ul>
            <li>inspected by qualified technicians against a multi-point checklist;</li>
            <li>checked against the written-off and stolen vehicle registers and for money owing;</li>
            <li>serviced and reconditioned where the inspection called for it.</li>
          </ul>
          <p
            css={css`
              margin-bottom: 0;
            `}
          >
            Ask our team for the inspection report and the warranty that comes with this vehicle.
          </p>
        </Dialog>
      )}
    </>
  );
}
