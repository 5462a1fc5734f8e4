import { formatTimeOfDay, parseTimeOfDay } from '../time-of-day';

describe('parseTimeOfDay', () => {
  it.each([
    ['08:30', 510],
    ['8:30', 510],
    ['08:30:00', 510],
    ['00:00', 0],
    ['23:59', 1439],
    ['17', 1020],
    ['8:30am', 510],
    ['8:30 AM', 510],
    ['8 pm', 1200],
    ['5:30 p.m.', 1050],
    ['12am', 0],
    ['12:15pm', 735],
    [' 09:00 ', 540],
  ])('%j → %s', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each([null, undefined, '', 'noon', '24:00', '8:60', '13pm', '0am', '8:3', '8:30m'])(
    '%j → null',
    (text) => {
      expect(parseTimeOfDay(text)).toBeNull();
    },
  );
});

describe('formatTimeOfDay', () => {
  it.each([
    [0, '12:00am'],
    [510, '8:30am'],
    [720, '12:00pm'],
    [1050, '5:30pm'],
    [1439, '11:59pm'],
  ])('%s → %s', (minutes, label) => {
    expect(formatTimeOfDay(minutes)).toBe(label);
  });
});
