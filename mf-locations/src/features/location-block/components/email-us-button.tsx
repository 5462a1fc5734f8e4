import { useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { RemoteWidget, type EmailUsFormProps } from '@dealerline/shared';
import { Dialog } from '@dealerline/shared/ui';
import { buttonStyle } from '../utils/button-style';

/** Height kept free while mf-leads' form loads in the dialog. */
const EMAIL_US_FORM_HEIGHT = 480;

/** Email Us (spec §2 Location card, Modals): opens mf-leads' contact form for this location in a dialog. */
export function EmailUsButton({
  locationSlug,
  locationName,
}: {
  locationSlug: string;
  locationName: string;
}) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        css={buttonStyle(theme, 'outline')}
        aria-haspopup="dialog"
        aria-label={`Email Us at ${locationName}`}
        onClick={() => setOpen(true)}
      >
        Email Us
      </button>
      {open ? (
        <Dialog title={`Email ${locationName}`} onClose={() => setOpen(false)} returnFocusTo={opener}>
          <RemoteWidget<EmailUsFormProps>
            remote="mf-leads"
            module="email-us-form"
            props={{ locationSlug }}
            placeholderHeight={EMAIL_US_FORM_HEIGHT}
          />
        </Dialog>
      ) : null}
    </>
  );
}
