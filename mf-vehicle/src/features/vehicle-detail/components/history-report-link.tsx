import { useTheme } from '@emotion/react';
import { actionStyle } from './action-style';

/** The history report button (spec §2, §5): only for a car with a file, which it opens in a new tab. */
export function HistoryReportLink({ file }: { file: string | null }) {
  const theme = useTheme();
  if (!file) return null;
  return (
    <a
      href={file}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="View History Report (opens in a new tab)"
      data-history-report
      css={actionStyle(theme)}
    >
      View History Report
    </a>
  );
}
