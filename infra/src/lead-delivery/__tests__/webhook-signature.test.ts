import { verifyWebhookSignature, webhookSignature } from '../webhook-signature';

// The vectors were computed outside this code, with `printf '%s' '<t>.<body>' | openssl dgst -sha256 -hmac
// '<secret>' -hex`, so they hold whatever this file's implementation does.
const SECRET = 'dlwhsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const OLD_SECRET = 'dlwhsec_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
const T = 1_765_000_000;
const BODY = '<adf><prospect status="new"><id>3f1c</id></prospect></adf>';
const HMAC = 'f8c2bc129fad6fcb46e2f1fc9c2b99c7d25e8524694f426a0b69bb739c834a85';
const OLD_HMAC = '232d15ac62f66e279702c217d9292369c5d0bfaa62e7792d15e753068d1c704f';

describe('webhookSignature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>', () => {
    expect(webhookSignature([SECRET], BODY, T)).toBe(`t=${T},v1=${HMAC}`);
  });

  it('signs the body’s UTF-8 bytes', () => {
    expect(webhookSignature([SECRET], 'Müller', T)).toBe(
      `t=${T},v1=698c27c28704bd3963fc1dd89663365f04ccf9a0cef3287bf414370f0e41793f`,
    );
  });

  it('carries one v1 per secret during a rotation, the current one first', () => {
    expect(webhookSignature([SECRET, OLD_SECRET], BODY, T)).toBe(`t=${T},v1=${HMAC},v1=${OLD_HMAC}`);
  });
});

describe('verifyWebhookSignature (the receiving side)', () => {
  const header = `t=${T},v1=${HMAC}`;

  it('accepts the known vector within the tolerance, either side of the timestamp', () => {
    expect(verifyWebhookSignature(header, BODY, SECRET, T)).toBeNull();
    expect(verifyWebhookSignature(header, Buffer.from(BODY), SECRET, T + 300)).toBeNull();
    expect(verifyWebhookSignature(header, BODY, SECRET, T - 300)).toBeNull();
  });

  it('refuses a body changed by one byte', () => {
    const changed = BODY.replace('3f1c', '3f1d');
    expect(verifyWebhookSignature(header, changed, SECRET, T)).toBe('no match');
    expect(verifyWebhookSignature(header, `${BODY}\n`, SECRET, T)).toBe('no match');
  });

  it('refuses another secret, and a timestamp changed without re-signing', () => {
    expect(verifyWebhookSignature(header, BODY, OLD_SECRET, T)).toBe('no match');
    expect(verifyWebhookSignature(`t=${T + 1},v1=${HMAC}`, BODY, SECRET, T)).toBe('no match');
  });

  it('refuses a signature more than 5 minutes old (a replay) or ahead', () => {
    expect(verifyWebhookSignature(header, BODY, SECRET, T + 301)).toBe('timestamp outside tolerance');
    expect(verifyWebhookSignature(header, BODY, SECRET, T - 301)).toBe('timestamp outside tolerance');
  });

  it('accepts either signature of a rotation with either secret', () => {
    const both = webhookSignature([SECRET, OLD_SECRET], BODY, T);
    expect(verifyWebhookSignature(both, BODY, SECRET, T)).toBeNull();
    expect(verifyWebhookSignature(both, BODY, OLD_SECRET, T)).toBeNull();
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyWebhookSignature(undefined, BODY, SECRET, T)).toBe('no signature');
    for (const bad of [`v1=${HMAC}`, `t=${T}`, `t=soon,v1=${HMAC}`, `t=${T},t=${T},v1=${HMAC}`])
      expect(verifyWebhookSignature(bad, BODY, SECRET, T)).toBe('malformed signature');
    expect(verifyWebhookSignature(`t=${T},v1=${HMAC.slice(0, 63)}`, BODY, SECRET, T)).toBe('no match');
  });
});
