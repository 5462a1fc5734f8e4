import { keepOwnReservation, ownReservationIn, ownReservationsKey } from '../utils/own-reservations';

const key = (i: number) => String(i).padStart(32, '0');

describe('own reservations kept for the browser', () => {
  beforeEach(() => window.localStorage.clear());
  const kept = () => window.localStorage.getItem(ownReservationsKey('test-motors'));

  it('finds the latest payment for a car, the newest 20 kept, one entry per payment key', () => {
    for (let i = 1; i <= 22; i += 1)
      keepOwnReservation(window.localStorage, 'test-motors', {
        slug: `car-${i}`,
        kind: 'reserve',
        idempotencyKey: key(i),
      });
    expect(ownReservationIn(kept(), 'car-1')).toBeNull();
    expect(ownReservationIn(kept(), 'car-2')).toBeNull();
    expect(ownReservationIn(kept(), 'car-3')).toEqual({
      slug: 'car-3',
      kind: 'reserve',
      idempotencyKey: key(3),
    });
    // Reserved, then bought online: the newer payment answers for the car; the same key again is one entry.
    keepOwnReservation(window.localStorage, 'test-motors', {
      slug: 'car-3',
      kind: 'buy_online',
      idempotencyKey: key(99),
    });
    keepOwnReservation(window.localStorage, 'test-motors', {
      slug: 'car-3',
      kind: 'buy_online',
      idempotencyKey: key(99),
    });
    expect(ownReservationIn(kept(), 'car-3')?.kind).toBe('buy_online');
    expect(JSON.parse(kept()!)).toHaveLength(20);
    // Another site's are its own.
    expect(window.localStorage.getItem(ownReservationsKey('other-site'))).toBeNull();
  });

  it('reads nothing from a missing, malformed or foreign item', () => {
    expect(ownReservationIn(null, 'car-1')).toBeNull();
    expect(ownReservationIn('{not json', 'car-1')).toBeNull();
    expect(ownReservationIn('{"slug":"car-1"}', 'car-1')).toBeNull();
    expect(
      ownReservationIn(
        JSON.stringify([{ slug: 'car-1', kind: 'lease', idempotencyKey: key(1) }, { slug: 'car-1' }]),
        'car-1',
      ),
    ).toBeNull();
  });
});
