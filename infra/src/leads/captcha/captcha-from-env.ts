import { localCaptchaVerifier, type CaptchaVerifier } from './captcha-verifier';
import { siteverifyCaptchaVerifier } from './siteverify-captcha-verifier';

/**
 * CAPTCHA_SECRET with CAPTCHA_VERIFY_URL (e.g. https://www.google.com/recaptcha/api/siteverify) switch on the
 * real provider; without them the local test verifier runs (local platforms, tests, demos).
 */
export function captchaVerifierFromEnv(env: NodeJS.ProcessEnv): CaptchaVerifier {
  const secret = env.CAPTCHA_SECRET?.trim();
  const url = env.CAPTCHA_VERIFY_URL?.trim();
  if (secret && url) return siteverifyCaptchaVerifier({ url, secret });
  return localCaptchaVerifier;
}
