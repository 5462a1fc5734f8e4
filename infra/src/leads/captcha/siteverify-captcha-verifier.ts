import type { CaptchaVerifier } from './captcha-verifier';

export interface SiteverifySettings {
  /** The provider's verification endpoint (reCAPTCHA, hCaptcha and Turnstile share this protocol). */
  url: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * A real captcha provider: POST secret, response and remoteip form-encoded to its siteverify endpoint and
 * read `{ success }`. A provider that cannot be reached counts as not verified (the shopper can retry).
 */
export function siteverifyCaptchaVerifier(
  settings: SiteverifySettings,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    name: 'siteverify',
    async verify(token, remoteIp) {
      try {
        const response = await fetchImpl(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}
