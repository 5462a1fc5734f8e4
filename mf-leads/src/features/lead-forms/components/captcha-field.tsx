import { useField } from 'react-final-form';
import { describedBy, FieldError, shownError, useFieldRequired } from '@dealerline/shared/forms';
import { useCaptchaVerifier } from '../captcha/captcha-verifier';
import { leadFieldId } from '../lead-values';

/** The captcha of the lead forms (spec §5): the verifier's challenge; its token is the field's value. */
export function CaptchaField() {
  const { Challenge } = useCaptchaVerifier();
  const { input, meta } = useField<string>('captcha');
  const id = leadFieldId('captcha');
  const error = shownError(meta);
  const required = useFieldRequired('captcha');
  return (
    <div>
      <Challenge
        id={id}
        invalid={Boolean(error)}
        required={required}
        describedBy={describedBy(id, { error })}
        onToken={(token) => {
          input.onChange(token ?? undefined);
          input.onBlur();
        }}
      />
      <FieldError id={id} message={error} standalone />
    </div>
  );
}
