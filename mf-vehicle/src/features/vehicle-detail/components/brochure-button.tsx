import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { downloadBrochure } from '../api/download-brochure';
import { actionStyle } from './action-style';

/**
 * Downloads the car's brochure as `{slug}.pdf` (spec §7.9); a failure alerts its error message (spec §8).
 * While the PDF is prepared the button says so and ignores presses, but stays enabled (aria-disabled): a
 * disabled button drops the keyboard's focus to the page's start.
 */
export function BrochureButton({ slug }: { slug: string }) {
  const theme = useTheme();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadBrochure(slug);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      data-brochure
      css={actionStyle(theme)}
    >
      {busy ? 'Preparing PDF…' : 'Download PDF'}
    </button>
  );
}
