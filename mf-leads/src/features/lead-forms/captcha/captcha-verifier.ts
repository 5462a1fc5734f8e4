import { createContext, useContext, type ComponentType } from 'react';
import { localTestVerifier } from './local-test-verifier';

/** What a captcha challenge renders: it reports a token once the shopper passed it, null when it lapses. */
export interface CaptchaChallengeProps {
  id: string;
  invalid: boolean;
  /** The form requires the challenge (aria-required, and a mark where the provider's widget allows one). */
  required: boolean;
  describedBy?: string;
  onToken: (token: string | null) => void;
}

/**
 * A captcha provider behind the lead forms (spec §5 "captcha shown by default"): its challenge, whose token
 * travels with the lead for the server to verify. The local test verifier is the default; a real provider
 * (configured in production) plugs in through CaptchaVerifierContext.
 */
export interface CaptchaVerifier {
  name: string;
  Challenge: ComponentType<CaptchaChallengeProps>;
}

export const CaptchaVerifierContext = createContext<CaptchaVerifier>(localTestVerifier);

export const useCaptchaVerifier = (): CaptchaVerifier => useContext(CaptchaVerifierContext);
