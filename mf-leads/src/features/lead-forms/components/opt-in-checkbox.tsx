import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { leadFieldId } from '../lead-values';

/** The optional marketing opt-in (spec §5 "opt-in optional"). */
export function OptInCheckbox() {
  return (
    <Field<boolean> name="opt_in" type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <label
          css={css`
            display: flex;
            gap: 8px;
            align-items: center;
          `}
        >
          <input
            {...input}
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
      )}
    </Field>
  );
}
