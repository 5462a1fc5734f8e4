import { testLead } from '../../../test-support/test-lead';
import { localCaptchaVerifier, type CaptchaVerifier } from '../captcha-verifier';
import { captchaVerifierFromEnv } from '../captcha-from-env';
import { checkLeadCaptcha, withoutCaptchaToken } from '../check-lead-captcha';
import { siteverifyCaptchaVerifier } from '../siteverify-captcha-verifier';

/** A provider that accepts each token once, as real ones do. */
function oneTimeVerifier(): CaptchaVerifier & { calls: number } {
  const used = new Set<string>();
  return {
    name: 'one-time',
    calls: 0,
    async verify(token) {
      this.calls += 1;
      if (used.has(token)) return false;
      used.add(token);
      return true;
    },
  };
}

const check = (
  verifier: CaptchaVerifier,
  overrides: Parameters<typeof testLead>[0] = {},
  storedRetry = false,
) =>
  checkLeadCaptcha(verifier, {
    category: testLead(overrides).category,
    token: testLead(overrides).params?.captcha_token,
    dealer: {},
    storedRetry,
    remoteIp: '203.0.113.9',
  });

describe('withoutCaptchaToken', () => {
  it('takes the token out of the submission', () => {
    const lead = testLead({ params: { captcha_token: 'local-test-token', Rego: 'ABC123' } });
    expect(withoutCaptchaToken(lead)).toEqual({
      submission: { ...lead, params: { Rego: 'ABC123' } },
      token: 'local-test-token',
    });
    const bare = testLead({ params: undefined });
    expect(withoutCaptchaToken(bare)).toEqual({ submission: bare, token: undefined });
  });
});

describe('checkLeadCaptcha', () => {
  it('passes an enquiry whose token the verifier accepts', async () => {
    await expect(
      check(localCaptchaVerifier, { params: { captcha_token: 'local-test-token' } }),
    ).resolves.toBeUndefined();
  });

  it('refuses a missing, empty or refused token with the captcha message', async () => {
    const cases: Record<string, string>[] = [{}, { captcha_token: '' }, { captcha_token: 'nope' }];
    for (const params of cases) {
      await expect(check(localCaptchaVerifier, { params })).rejects.toMatchObject({
        statusCode: 400,
        message: 'Please confirm you are not a robot.',
      });
    }
  });

  it('does not verify again a retry of a lead already stored under its Idempotency-Key', async () => {
    const verifier = oneTimeVerifier();
    await expect(check(verifier, {})).resolves.toBeUndefined();
    await expect(check(verifier, {})).rejects.toMatchObject({ statusCode: 400 });
    const calls = verifier.calls;
    await expect(check(verifier, {}, true)).resolves.toBeUndefined();
    expect(verifier.calls).toBe(calls);
  });

  it('asks nothing of forms without a captcha, or on dealers that switched it off', async () => {
    await expect(check(localCaptchaVerifier, { category: 'Finance', params: {} })).resolves.toBeUndefined();
    await expect(
      checkLeadCaptcha(localCaptchaVerifier, {
        category: 'Vehicle Enquiry',
        token: undefined,
        dealer: { lead_captcha: false },
        storedRetry: false,
        remoteIp: '203.0.113.9',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('siteverifyCaptchaVerifier', () => {
  const settings = { url: 'https://captcha.invalid/siteverify', secret: 's3cret' };

  it('posts secret, response and remoteip form-encoded and reads success', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    const verifier = siteverifyCaptchaVerifier(settings, fetchImpl as unknown as typeof fetch);
    await expect(verifier.verify('tok', '203.0.113.9')).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(settings.url);
    expect(String(init.body)).toBe('secret=s3cret&response=tok&remoteip=203.0.113.9');
  });

  it('counts a refusal, an error status or an unreachable provider as not verified', async () => {
    const answers = [
      async () => new Response(JSON.stringify({ success: false }), { status: 200 }),
      async () => new Response('oops', { status: 500 }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const answer of answers) {
      const verifier = siteverifyCaptchaVerifier(settings, answer as unknown as typeof fetch);
      await expect(verifier.verify('tok', '203.0.113.9')).resolves.toBe(false);
    }
  });
});

describe('captchaVerifierFromEnv', () => {
  it('uses the local verifier unless a provider is configured', () => {
    expect(captchaVerifierFromEnv({}).name).toBe('local');
    expect(captchaVerifierFromEnv({ CAPTCHA_SECRET: ' ', CAPTCHA_VERIFY_URL: '' }).name).toBe('local');
    expect(captchaVerifierFromEnv({ CAPTCHA_SECRET: 'x', CAPTCHA_VERIFY_URL: 'https://p/v' }).name).toBe(
      'siteverify',
    );
  });

  it('refuses half a provider, which would leave the test verifier guarding real leads', () => {
    expect(() => captchaVerifierFromEnv({ CAPTCHA_SECRET: 'x' })).toThrow(
      'The captcha provider needs both CAPTCHA_SECRET and CAPTCHA_VERIFY_URL; CAPTCHA_VERIFY_URL is not set',
    );
    expect(() => captchaVerifierFromEnv({ CAPTCHA_VERIFY_URL: 'https://p/v' })).toThrow(
      /CAPTCHA_SECRET is not set/,
    );
  });
});
