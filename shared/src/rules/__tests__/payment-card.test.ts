import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  formatCardNumberInput,
  formatExpiryInput,
  luhnValid,
  parseExpiry,
  validateCard,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '../payment-card';

const MAY_2026 = new Date('2026-05-31T23:59:59Z');

describe('card number', () => {
  it('passes the Luhn check for the test cards and fails a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a4242424')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('ignores spaces and dashes, and needs 13 to 19 digits', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(validateCardNumber('4242 4242 4242 4242')).toBeUndefined();
    expect(validateCardNumber('4222222222222')).toBeUndefined(); // 13 digits, Luhn-valid
    expect(validateCardNumber('424242424242')).toBe(CARD_MESSAGES.number); // 12
    expect(validateCardNumber('42424242424242424242')).toBe(CARD_MESSAGES.number); // 20
    expect(validateCardNumber('4242 4242 4242 4241')).toBe(CARD_MESSAGES.number);
    expect(validateCardNumber(undefined)).toBe(CARD_MESSAGES.number);
  });

  it('formats what is typed into groups of four, digits only, at most 19', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-42')).toBe('4242 42');
    expect(formatCardNumberInput('4242')).toBe('4242');
    expect(formatCardNumberInput('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('names the scheme by its prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6759649826438453')).toBe('maestro');
    expect(cardBrand('9999')).toBe('unknown');
  });
});

describe('expiry', () => {
  it('reads MM/YY and refuses other shapes and months', () => {
    expect(parseExpiry('05/26')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('00/26')).toBeNull();
    expect(parseExpiry('5/26')).toBeNull();
    expect(parseExpiry('05/2026')).toBeNull();
  });

  it('is valid through the last day of its month, UTC', () => {
    expect(validateExpiry('05/26', MAY_2026)).toBeUndefined();
    expect(validateExpiry('05/26', new Date('2026-06-01T00:00:00Z'))).toBe(CARD_MESSAGES.expired);
    expect(validateExpiry('04/26', MAY_2026)).toBe(CARD_MESSAGES.expired);
    expect(validateExpiry('13/26', MAY_2026)).toBe(CARD_MESSAGES.expiry);
  });

  it('refuses a year more than 20 years ahead', () => {
    expect(validateExpiry('05/46', MAY_2026)).toBeUndefined();
    expect(validateExpiry('06/46', MAY_2026)).toBe(CARD_MESSAGES.expiry);
  });

  it('adds the slash after the month while typing', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/26')).toBe('12/26');
    expect(formatExpiryInput('122699')).toBe('12/26');
  });
});

describe('security code and the whole card', () => {
  it('takes 3 or 4 digits', () => {
    expect(validateCvc('123')).toBeUndefined();
    expect(validateCvc('1234')).toBeUndefined();
    expect(validateCvc('12')).toBe(CARD_MESSAGES.cvc);
    expect(validateCvc('12345')).toBe(CARD_MESSAGES.cvc);
    expect(validateCvc('12a')).toBe(CARD_MESSAGES.cvc);
  });

  it("takes the length the card's brand prints: 4 for Amex, 3 for Visa and Mastercard", () => {
    expect(validateCvc('1234', '3782 822463 10005')).toBeUndefined();
    expect(validateCvc('123', '3782 822463 10005')).toBe(CARD_MESSAGES.cvc);
    expect(validateCvc('123', '4242 4242 4242 4242')).toBeUndefined();
    expect(validateCvc('1234', '4242 4242 4242 4242')).toBe(CARD_MESSAGES.cvc);
    expect(validateCvc('1234', '5555 5555 5555 4444')).toBe(CARD_MESSAGES.cvc);
    expect(validateCvc('1234', '')).toBeUndefined();
  });

  it('gives the first problem, in field order', () => {
    const good = {
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name_on_card: 'Jo Citizen',
    };
    expect(validateCard(good, MAY_2026)).toBeUndefined();
    expect(validateCard({ ...good, card_number: '4242', cvc: '1' }, MAY_2026)).toBe(CARD_MESSAGES.number);
    expect(validateCard({ ...good, expiry: '01/20', cvc: '1' }, MAY_2026)).toBe(CARD_MESSAGES.expired);
    expect(validateCard({ ...good, cvc: '1' }, MAY_2026)).toBe(CARD_MESSAGES.cvc);
    expect(validateCard({ ...good, name_on_card: '  ' }, MAY_2026)).toBe(CARD_MESSAGES.nameOnCard);
  });
});
