import { stockNumber, stockPrefix } from '../stock-number';
import { makeVin, vinCheckDigit, vinYearCode } from '../vin';

describe('VINs', () => {
  it('computes the ISO 3779 check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('codes model years', () => {
    expect(vinYearCode(2008)).toBe('8');
    expect(vinYearCode(2010)).toBe('A');
    expect(vinYearCode(2025)).toBe('S');
    expect(vinYearCode(2026)).toBe('T');
  });

  it('makes well-formed, unique VINs', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 120_000; id++) {
      const vin = makeVin({ wmi: 'JTM', model: 'Toyota HiLux', year: 2020, id, salt: 42 });
      seen.add(vin);
      if (id % 9973 === 0) {
        expect(vin).toMatch(/^JTM[A-HJ-NPR-Z0-9]{5}[0-9X]L[A-HJ-NPR-Z0-9]\d{6}$/);
        expect(vin.charAt(8)).toBe(vinCheckDigit(vin));
      }
    }
    expect(seen.size).toBe(120_000);
    const far = makeVin({ wmi: 'JTM', model: 'Toyota HiLux', year: 2020, id: 1_000_001, salt: 42 });
    expect(far).not.toBe(makeVin({ wmi: 'JTM', model: 'Toyota HiLux', year: 2020, id: 1, salt: 42 }));
  });
});

describe('stock numbers', () => {
  it('prefixes with the dealership initials', () => {
    expect(stockPrefix('Coastline Mazda Maroochydore')).toBe('CMM');
    expect(stockPrefix('Harbour Nissan')).toBe('HN');
    expect(stockPrefix('Jayco')).toBe('JAY');
  });

  it('never repeats within a dealership', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 150_000; n++) seen.add(stockNumber('CMG', n, 12345));
    expect(seen.size).toBe(150_000);
    expect(stockNumber('CMG', 0, 12345)).toMatch(/^CMG\d{5}$/);
  });
});
