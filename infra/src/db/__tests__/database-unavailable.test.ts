import { DatabaseLostError, isDatabaseLost, isDatabaseUnavailable } from '../database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached: refused, cut, timed out, shutting down, full', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
    ])
      expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves faults of the query or its data, and anything else, to be answered as faults', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "cars_pkey"', '23505'),
      withCode('syntax error at or near "SELEC"', '42601'),
      withCode('canceling statement due to statement timeout', '57014'),
      // Class 08, but the query's fault: it was sent with the wrong number of parameters.
      withCode('bind message supplies 1 parameters, but prepared statement "" requires 2', '08P01'),
      new Error('Cannot read properties of undefined'),
      'ECONNREFUSED',
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDatabaseLost', () => {
  it('knows a database lost for this process (its embedded thread died): unavailable to a request, too', () => {
    const lost = new DatabaseLostError('the embedded database (PGlite) thread died: it exited with code 1');
    expect(isDatabaseLost(lost)).toBe(true);
    expect(isDatabaseUnavailable(lost)).toBe(true);
  });

  it('is no outage of a database that comes back, nor any other failure', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('connection failure', '08006'),
      new Error('the database is closed'),
      'DATABASE_LOST',
      null,
    ])
      expect(isDatabaseLost(error)).toBe(false);
  });
});
