import type { Ref } from 'react';
import { css, useTheme } from '@emotion/react';
import { ERROR_LIST_HEADING } from '@dealerline/shared';
import type { ApplicationField } from '../application-fields';
import { fieldId } from './field-id';

/**
 * The error list of spec §5 ("Please fix the following errors:"), shown after a submit with invalid fields.
 * Each message links to its field; the page moves focus here so the list is read out.
 */
export function ErrorSummary({
  errors,
  ref,
}: {
  errors: [ApplicationField, string][];
  ref?: Ref<HTMLDivElement>;
}) {
  const theme = useTheme();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-error-summary
      css={css`
        padding: 12px 16px;
        border: 2px solid ${theme.colors.danger};
        border-radius: ${theme.radius}px;
        color: ${theme.colors.text};
      `}
    >
      <p
        css={css`
          margin: 0 0 8px;
          font-weight: 700;
        `}
      >
        {ERROR_LIST_HEADING}
      </p>
      <ul
        css={css`
          margin: 0;
          padding-left: 20px;
        `}
      >
        {errors.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(field))?.focus();
              }}
              css={css`
                color: ${theme.colors.danger};
              `}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
