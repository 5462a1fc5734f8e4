import { css, useTheme } from '@emotion/react';
import type { ModelStatus } from '@dealerline/shared';

/** Spec §4 Model status: all_new, coming_soon or none. The spec gives no wording; these are ours. */
export const MODEL_STATUS_LABELS: Readonly<Record<Exclude<ModelStatus, ''>, string>> = {
  all_new: 'All New',
  coming_soon: 'Coming Soon',
};

/** The badge of a model's status; nothing for a model without one. */
export function ModelStatusBadge({ status }: { status: ModelStatus }) {
  const theme = useTheme();
  if (!status) return null;
  const colours =
    status === 'all_new'
      ? { background: theme.colors.accent, color: theme.colors.accentText }
      : { background: theme.colors.primary, color: theme.colors.primaryText };
  return (
    <span
      data-model-status={status}
      css={css`
        position: absolute;
        top: ${theme.space(2)};
        left: ${theme.space(2)};
        padding: ${theme.space(1)} ${theme.space(2)};
        border-radius: ${theme.radius}px;
        background: ${colours.background};
        color: ${colours.color};
        font-size: 0.75rem;
        font-weight: 700;
        text-transform: uppercase;
      `}
    >
      {MODEL_STATUS_LABELS[status]}
    </span>
  );
}
