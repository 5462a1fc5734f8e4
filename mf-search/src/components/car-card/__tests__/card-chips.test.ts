import { DEFAULT_CARD_CHIPS } from '@dealerline/shared';
import { testCarHit } from '@dealerline/shared/testing';
import { cardChips } from '../card-chips';

const texts = (chips: { text: string }[]) => chips.map((chip) => chip.text);

describe('cardChips', () => {
  it('shows the default chips of spec §2 in order, with kms formatted', () => {
    const car = testCarHit({ km: 12345 });
    expect(texts(cardChips(car, DEFAULT_CARD_CHIPS, 'Used'))).toEqual([
      'Used',
      'Ute',
      '12,345 km',
      'Automatic',
      'Stock # U12345',
    ]);
  });

  it("shows a site's own chips, in its order", () => {
    const car = testCarHit({ year: 2019, seats: 7, colour: 'Red' });
    expect(texts(cardChips(car, ['year', 'seats', 'colour', 'simple_fuel', 'simple_drive'], 'Used'))).toEqual(
      ['2019', '7 seats', 'Red', 'Diesel', '4x4'],
    );
  });

  it('leaves out chips the car has no value for', () => {
    const car = testCarHit({ simple_body: null, seats: null, stocknum: '' });
    expect(texts(cardChips(car, ['simple_body', 'seats', 'stocknum', 'km'], 'Used'))).toEqual(['48,210 km']);
  });
});
