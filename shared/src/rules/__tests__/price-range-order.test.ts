import { sortPriceRanges } from '../price-range-order';

const range = (value: string) => ({ value });

describe('sortPriceRanges', () => {
  it('puts the Under range first, then ranges by their lowest figure', () => {
    const sorted = sortPriceRanges([
      range('$20,000 - $30,000'),
      range('Over $100,000'),
      range('$5,000 - $10,000'),
      range('Under $5,000'),
      range('$10,000 - $20,000'),
    ]);
    expect(sorted.map((r) => r.value)).toEqual([
      'Under $5,000',
      '$5,000 - $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      'Over $100,000',
    ]);
  });
  it('orders several Under ranges by figure, and puts values without a figure last', () => {
    const sorted = sortPriceRanges([
      range('Other'),
      range('under $10,000'),
      range('$1,000+'),
      range('Under $5,000'),
    ]);
    expect(sorted.map((r) => r.value)).toEqual(['Under $5,000', 'under $10,000', '$1,000+', 'Other']);
  });
  it('keeps equal figures in input order and does not change the input', () => {
    const input = [range('b 500'), range('a 500')];
    expect(sortPriceRanges(input)).toEqual([range('b 500'), range('a 500')]);
    expect(input).toEqual([range('b 500'), range('a 500')]);
  });
  it('keeps extra fields', () => {
    expect(sortPriceRanges([{ value: 'Under $5,000', label: 'Under $5k', count: 3 }])[0]).toEqual({
      value: 'Under $5,000',
      label: 'Under $5k',
      count: 3,
    });
  });
});
