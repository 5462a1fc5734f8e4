import type { Ref } from 'react';
import { css, useTheme } from '@emotion/react';
import { ERROR_LIST_HEADING } from '../rules/messages';

/** One entry of the error list: the DOM id of the invalid control and its message. */
export interface FieldErrorEntry {
  id: string;
  message: string;
}

/** A form's errors (final-form's) in the order of its fields, for the error list. */
export function orderedErrors<T>(
  errors: Record<string, unknown>,
  order: readonly (keyof T)[],
  idOf: (field: keyof T) => string,
): FieldErrorEntry[] {
  return order.flatMap((field) => {
    const message = errors[field as string];
    return typeof message === 'string' ? [{ id: idOf(field), message }] : [];
  });
}

/**
 * The error list of spec §5 ("Please fix the following errors:"), shown after a submit with invalid fields.
 * Each message links to its field; the page moves focus here so the list is read out.
 */
export function ErrorSummary({ errors, ref }: { errors: FieldErrorEntry[]; ref?: Ref<HTMLDivElement> }) {
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
        {errors.map(({ id, message }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(id)?.focus();
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
