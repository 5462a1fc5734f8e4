import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { downloadBrochure } from '../api/download-brochure';
import { actionStyle } from './action-style';

/** Downloads the car's brochure as `{slug}.pdf` (spec §7.9); a failure alerts its error message (spec §8). */
export function BrochureButton({ slug }: { slug: string }) {
  const theme = useTheme();
  const [busy, setBusy] = useState(false);
  const download = async () => {
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
      disabled={busy}
      aria-busy={busy}
      data-brochure
      css={actionStyle(theme)}
    >
      {busy ? 'Preparing PDF…' : 'Download PDF'}
    </button>
  );
}
