import {
  CONTACT_MESSAGES,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
} from '../contact-details';

describe('validateFirstName / validateLastName', () => {
  it('accept any name that is not blank, up to 100 characters', () => {
    expect(validateFirstName('Jo')).toBeUndefined();
    expect(validateLastName("O'Brien-Smith")).toBeUndefined();
    expect(validateFirstName('a'.repeat(100))).toBeUndefined();
  });
  it('accept letters of any alphabet with accents, spaces, full stops, apostrophes and hyphens', () => {
    expect(validateFirstName('José María')).toBeUndefined();
    expect(validateFirstName('Dr. Smith')).toBeUndefined();
    expect(validateLastName('St. John')).toBeUndefined();
    expect(validateFirstName('J. R.')).toBeUndefined();
    expect(validateLastName('D’Arcy')).toBeUndefined();
    expect(validateFirstName('Zoë')).toBeUndefined();
  });
  it('refuse digits, symbols, markup and names without a letter', () => {
    for (const name of ['Jo2', '<script>', "Robert'); DROP TABLE leads;--", "'-", '. .', 'jo@example.com'])
      expect(validateFirstName(name)).toBe(
        'First name can only contain letters, spaces, full stops, apostrophes and hyphens.',
      );
    expect(validateLastName('Smith!')).toBe(
      'Last name can only contain letters, spaces, full stops, apostrophes and hyphens.',
    );
  });
  it('refuse a missing, blank or over-long name with their messages', () => {
    expect(validateFirstName(undefined)).toBe(CONTACT_MESSAGES.name);
    expect(validateFirstName('   ')).toBe('Please enter your first name.');
    expect(validateFirstName('a'.repeat(101))).toBe(CONTACT_MESSAGES.name);
    expect(validateLastName('')).toBe('Please enter your last name.');
  });
});

describe('validateEmail', () => {
  it.each([
    'jo@example.com',
    'jo.smith+cars@mail.example.com.au',
    ' jo@example.com ',
    "o'brien_j@my-dealer.com.au",
    'JO@EXAMPLE.COM',
  ])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });
  it.each([
    '',
    'jo',
    'jo@',
    '@example.com',
    'jo@example',
    'jo smith@example.com',
    'jo@@example.com',
    'jo@.com',
    'a..b@example.com',
    '.jo@example.com',
    'jo.@example.com',
    'user@my_domain.com',
    'jo@-example.com',
    'jo@example-.com',
    'jo@example.com.',
    'jo<script>@example.com',
  ])('refuses %p', (email) => {
    expect(validateEmail(email)).toBe('Please enter a valid email address.');
  });
  it('refuses an address over 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(245)}@example.com`)).toBe(CONTACT_MESSAGES.email);
  });
});

describe('validatePhone', () => {
  it.each([
    '0412 345 678',
    '0412345678',
    '(07) 5443 2100',
    '07-5443-2100',
    '+61 412 345 678',
    '08 8999 1234',
    '13 22 11',
    '1300 123 456',
    '1800 123 456',
  ])('accepts %p', (phone) => {
    expect(validatePhone(phone)).toBeUndefined();
  });
  it.each([
    '',
    '0412 345 67',
    '0412 345 6789',
    '0512 345 678',
    '1900 123 456',
    '+1 415 555 2671',
    '0000 000 000',
    '0412 345 678 0000000000',
    'call me',
    null,
  ])('refuses %p', (phone) => {
    expect(validatePhone(phone)).toBe('Please enter a valid Australian phone number.');
  });
});
