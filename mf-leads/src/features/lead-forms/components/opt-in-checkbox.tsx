import { css } from '@emotion/react';
import { useField } from 'react-final-form';
import { useKeepTypedValue } from '@dealerline/shared/ui';
import { leadFieldId } from '../lead-values';

/** The optional marketing opt-in (spec §5 "opt-in optional"). */
export function OptInCheckbox() {
  const {
    input: { value: _value, ...input },
  } = useField<boolean>('opt_in', { type: 'checkbox' });
  const ref = useKeepTypedValue(Boolean(input.checked), input.onChange);
  return (
    <label
      css={css`
        display: flex;
        gap: 8px;
        align-items: center;
      `}
    >
      <input
        {...input}
        ref={ref}
        id={leadFieldId('opt_in')}
        type="checkbox"
        css={css`
          width: 20px;
          height: 20px;
          margin: 0;
        `}
      />
      Keep me up to date with news and offers
    </label>
  );
}
