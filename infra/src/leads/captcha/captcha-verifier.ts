import { LOCAL_CAPTCHA_TOKEN } from '../../../../shared/src/rules/lead-captcha';

/**
 * Checks a lead form's captcha token on the server (spec §5 "captcha shown by default"): the browser's
 * challenge is only half of it. `verify` answers whether the provider accepts the token for this client.
 */
export interface CaptchaVerifier {
  name: string;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The local test verifier: accepts the token of the local "I'm not a robot" challenge, nothing else. */
export const localCaptchaVerifier: CaptchaVerifier = {
  name: 'local',
  verify: async (token) => token === LOCAL_CAPTCHA_TOKEN,
};
