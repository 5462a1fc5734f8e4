import { css } from '@emotion/react';
import { RequiredMarker } from '@dealerline/shared/forms';
import { LOCAL_CAPTCHA_TOKEN } from '@dealerline/shared/rules';
import type { CaptchaChallengeProps, CaptchaVerifier } from './captcha-verifier';

function LocalChallenge({ id, invalid, required, describedBy, onToken }: CaptchaChallengeProps) {
  return (
    <label
      css={css`
        display: inline-flex;
        gap: 8px;
        align-items: center;
        padding: 12px 16px;
        border: 1px solid #767676;
        border-radius: 4px;
      `}
    >
      <input
        id={id}
        type="checkbox"
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onToken(event.target.checked ? LOCAL_CAPTCHA_TOKEN : null)}
        css={css`
          width: 20px;
          height: 20px;
          margin: 0;
        `}
      />
      <span>
        I&apos;m not a robot
        {required && <RequiredMarker />}
      </span>
    </label>
  );
}

/** The local "I'm not a robot" challenge: the default verifier, and the one of tests and local platforms. */
export const localTestVerifier: CaptchaVerifier = { name: 'local', Challenge: LocalChallenge };
