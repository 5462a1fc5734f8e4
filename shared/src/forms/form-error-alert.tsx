import { css, useTheme } from '@emotion/react';

/** The destructive alert of a form-level error (spec §5), e.g. a failed submit's message. */
export function FormErrorAlert({
  message,
  className,
  id,
}: {
  message: string;
  className?: string;
  /** For a field the error is about (its aria-describedby). */
  id?: string;
}) {
  const theme = useTheme();
  return (
    <div
      id={id}
      className={className}
      role="alert"
      data-submit-error
      css={css`
        padding: 12px 16px;
        border-radius: ${theme.radius}px;
        background: ${theme.colors.danger};
        color: #ffffff;
        font-weight: 600;
      `}
    >
      {message}
    </div>
  );
}
