import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { describeDatabase } from '../describe-database';

jest.setTimeout(60_000);

describe('describeDatabase', () => {
  it('names the embedded folder, or the PostgreSQL host and database without its user or password', () => {
    expect(describeDatabase({ databaseUrl: null, dataDir: '/srv/data' })).toBe(
      'embedded PGlite in /srv/data/pglite',
    );
    expect(
      describeDatabase({
        databaseUrl: 'postgres://ops:p%40ss@db.internal:6543/dealerline?sslmode=require',
        dataDir: '/x',
      }),
    ).toBe('PostgreSQL at db.internal:6543/dealerline');
    expect(describeDatabase({ databaseUrl: 'host=db user=ops password=secret', dataDir: '/x' })).toBe(
      'PostgreSQL (DATABASE_URL)',
    );
  });
});

describe('GET /api/ops/platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says it is the platform and which database it works on, to the ops token only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/platform',
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      platform: 'dealerline',
      database: `embedded PGlite in ${t.config.dataDir}/pglite`,
      token_name: null,
      token_access: 'full',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/platform' })).statusCode).toBe(401);
  });
});
