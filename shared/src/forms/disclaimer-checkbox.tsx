import { css, useTheme } from '@emotion/react';
import { useField } from 'react-final-form';
import { DISCLAIMER_LABEL } from '../rules/messages';
import { describedBy, FieldError } from './form-field';
import { useKeepTypedValue } from '../ui/keep-typed-value';
import { NewTabLink } from '../ui/new-tab-link';
import { shownError } from './show-error';

/**
 * The required disclaimer checkbox of spec §5: "I agree to the Privacy Policy and Terms & Conditions*.",
 * both links opening in a new tab, and "*You must agree to the terms of use before submitting." when unticked.
 * Its message comes from the form's validation (DISCLAIMER_ERROR). The checkbox is also named with the exact text (name computation would otherwise space out the links).
 * It is required wherever it is shown (aria-required); the label's own "*" is its mark, so it gets no
 * RequiredMarker.
 */
export function DisclaimerCheckbox({ id, name = 'disclaimer' }: { id: string; name?: string }) {
  const theme = useTheme();
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const { value: _value, ...checkbox } = input;
  const error = shownError(meta);
  const ref = useKeepTypedValue(Boolean(checkbox.checked), checkbox.onChange);
  const link = css`
    color: ${theme.colors.link};
  `;
  return (
    <div>
      <label
        css={css`
          display: flex;
          gap: 8px;
          align-items: flex-start;
        `}
      >
        <input
          {...checkbox}
          ref={ref}
          id={id}
          type="checkbox"
          aria-label={DISCLAIMER_LABEL}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          css={css`
            width: 20px;
            height: 20px;
            margin: 2px 0 0;
            flex: none;
          `}
        />
        <span data-disclaimer-label>
          I agree to the{' '}
          <NewTabLink href="/privacy-policy" css={link}>
            Privacy Policy
          </NewTabLink>{' '}
          and{' '}
          <NewTabLink href="/terms-and-conditions" css={link}>
            Terms &amp; Conditions
          </NewTabLink>
          *.
        </span>
      </label>
      <FieldError id={id} message={error} standalone />
    </div>
  );
}
