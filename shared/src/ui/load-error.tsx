import { css, useTheme } from '@emotion/react';
import { linkButtonStyle } from './control-style';

interface LoadErrorProps {
  /** What failed to load, as the sentence needs it: "the offers". */
  what: string;
  onRetry: () => void;
}

/** A quiet notice that something could not be loaded, with a retry button. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  const theme = useTheme();
  return (
    <p
      role="alert"
      css={css`
        padding: ${theme.space(3)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
      `}
    >
      We could not load {what}.{' '}
      <button type="button" onClick={onRetry} css={linkButtonStyle(theme)}>
        Try again
      </button>
    </p>
  );
}
