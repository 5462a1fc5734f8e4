import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/metadata.min.json';
import { AU_PHONE_METADATA } from '../../src/rules/au-phone-metadata';
import { australianPhoneMetadata } from '../write-au-phone-metadata';

const FULL = minMetadata as unknown as MetadataJson;

/** What the phone rule reads of a parse: an Australian number, valid or not, and its national number. */
function australian(text: string, metadata: MetadataJson) {
  const phone = parsePhoneNumberFromString(text, 'AU', metadata);
  return phone?.country === 'AU' ? { valid: phone.isValid(), national: phone.nationalNumber } : null;
}

/** A seeded generator, so the corpus is the same on every run. */
function digits(seed: number) {
  let state = seed;
  return (count: number) =>
    Array.from({ length: count }, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return String(state % 10);
    }).join('');
}

const PREFIXES = [
  ...['02', '03', '04', '07', '08', '13', '1300', '1800', '1900', '0011 61 ', '0011 44 ', '0011 1 '],
  ...['+61 ', '+61 4', '+61 8 9162', '+61 8 9164', '+1 ', '+44 ', '+64 ', '+672 ', '61', '(08) 9164 '],
];

describe('AU_PHONE_METADATA', () => {
  it('is the +61 part of the installed libphonenumber-js metadata (else run write-au-phone-metadata.ts)', () => {
    expect(AU_PHONE_METADATA).toEqual(australianPhoneMetadata(FULL));
    expect(Object.keys(AU_PHONE_METADATA.countries).sort()).toEqual(['AU', 'CC', 'CX']);
  });

  it('reads every number as the full metadata does, for all the phone rule can accept', () => {
    const random = digits(61);
    const corpus = PREFIXES.flatMap((prefix) =>
      Array.from({ length: 300 }, (_, i) => `${prefix}${random(4 + (i % 9))}`),
    );
    const australianInFull = corpus.filter((text) => australian(text, FULL)?.valid).length;
    expect(australianInFull).toBeGreaterThan(300);
    for (const text of corpus)
      expect([text, australian(text, AU_PHONE_METADATA)]).toEqual([text, australian(text, FULL)]);
  });
});
