import { localCaptchaVerifier, type CaptchaVerifier } from './captcha-verifier';
import { siteverifyCaptchaVerifier } from './siteverify-captcha-verifier';

/**
 * CAPTCHA_SECRET with CAPTCHA_VERIFY_URL (e.g. https://www.google.com/recaptcha/api/siteverify) switch on the
 * real provider; without them the local test verifier runs (local platforms, tests, demos). One without the
 * other is refused: it would leave the test verifier, which accepts its test token, guarding real leads.
 */
export function captchaVerifierFromEnv(env: NodeJS.ProcessEnv): CaptchaVerifier {
  const secret = env.CAPTCHA_SECRET?.trim();
  const url = env.CAPTCHA_VERIFY_URL?.trim();
  if (secret && url) return siteverifyCaptchaVerifier({ url, secret });
  if (secret || url) {
    const missing = secret ? 'CAPTCHA_VERIFY_URL' : 'CAPTCHA_SECRET';
    throw new Error(
      `The captcha provider needs both CAPTCHA_SECRET and CAPTCHA_VERIFY_URL; ${missing} is not set ` +
        '(set both for the real provider, or neither for the local test verifier)',
    );
  }
  return localCaptchaVerifier;
}
