import { byLabel, compareLabels } from '../label-order';

describe('compareLabels', () => {
  it('orders A to Z whatever the case', () => {
    expect(['Subaru', 'smart', 'LDV', 'Land Rover', 'Abarth'].sort(compareLabels)).toEqual([
      'Abarth',
      'Land Rover',
      'LDV',
      'smart',
      'Subaru',
    ]);
  });
  it('sorts accented letters with their plain letter', () => {
    expect(['Toyota', 'Škoda', 'Citroën', 'Subaru', 'Skoda'].sort(compareLabels)).toEqual([
      'Citroën',
      'Skoda',
      'Škoda',
      'Subaru',
      'Toyota',
    ]);
  });
  it('gives labels that differ only in case a fixed order, and equal labels 0', () => {
    expect(compareLabels('MG', 'Mg')).toBeLessThan(0);
    expect(compareLabels('Mg', 'MG')).toBeGreaterThan(0);
    expect(compareLabels('Kia', 'Kia')).toBe(0);
  });
  it('agrees with an English collator on the demo makes', () => {
    const makes = [
      'Mercedes-Benz',
      'McLaren',
      'MG',
      'Mini',
      'Rolls-Royce',
      'Ram',
      'GWM',
      'Genesis',
      'BYD',
      'BMW',
    ];
    const collator = new Intl.Collator('en');
    expect([...makes].sort(compareLabels)).toEqual([...makes].sort(collator.compare));
  });
  it('does not use the locale collator (its first use loads collation data on the main thread)', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    const collator = jest.spyOn(Intl, 'Collator');
    compareLabels('Audi', 'Alfa Romeo');
    expect(localeCompare).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
    localeCompare.mockRestore();
    collator.mockRestore();
  });
});

describe('byLabel', () => {
  it('orders items by their label', () => {
    const items = [{ label: 'Volvo' }, { label: 'audi' }, { label: 'Mazda' }];
    expect(items.sort(byLabel).map((item) => item.label)).toEqual(['audi', 'Mazda', 'Volvo']);
  });
});
