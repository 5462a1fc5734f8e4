import { useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Dialog, PageLink } from '@dealerline/shared/ui';
import { actionStyle } from './action-style';

/**
 * The chat button of spec §2 (its behaviour is "not shown", spec §4). No chat service is connected to the
 * platform, so it opens a short dialog saying so and offering the enquiry form instead.
 */
export function ChatButton({ enquiryHref }: { enquiryHref: string }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={actionStyle(theme)}
      >
        Chat with Us
      </button>
      {open && (
        <Dialog title="Chat with Us" onClose={() => setOpen(false)} returnFocusTo={opener}>
          <p
            css={css`
              margin-top: 0;
            `}
          >
            Live chat is not available right now. Send us an enquiry and our team will get back to you.
          </p>
          <PageLink to={enquiryHref} css={actionStyle(theme, true)}>
            Send an Enquiry
          </PageLink>
        </Dialog>
      )}
    </>
  );
}
