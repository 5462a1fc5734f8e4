import { sqlSummary } from '../sql-summary';

describe('a statement as an error names it', () => {
  it('names its first keywords and names, and says when more follows', () => {
    expect(sqlSummary('COMMIT')).toBe('COMMIT');
    expect(sqlSummary('SELECT forever()')).toBe('SELECT forever');
    expect(sqlSummary('\n  SELECT c.id, c.vin FROM cars c')).toBe('SELECT c.id c.vin …');
    expect(sqlSummary('DELETE FROM cars RETURNING id')).toBe('DELETE FROM cars …');
  });

  it('stops at the first value, so nothing a shopper typed is in it', () => {
    expect(sqlSummary(`SELECT 'jane@example.com'`)).toBe('SELECT …');
    expect(sqlSummary(`UPDATE leads SET phone = '0412 345 678'`)).toBe('UPDATE leads SET …');
    expect(sqlSummary('SELECT pg_sleep(60)')).toBe('SELECT pg_sleep …');
    expect(sqlSummary('SELECT $1::text AS email')).toBe('SELECT …');
    expect(sqlSummary(`"Jane" SELECT`)).toBe('…');
  });
});
