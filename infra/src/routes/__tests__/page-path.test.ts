import { createTestApp, type TestApp } from '../../test-support/test-app';
import { normalPagePath } from '../page-path';

// Starting the test app (migrations, demo tenants) takes seconds on a busy machine.
jest.setTimeout(60_000);

describe('normalPagePath', () => {
  it.each([
    ['/contact', '/contact'],
    ['/', '/'],
    ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars/'],
    ['//contact', '/contact'],
    ['/search//used-cars', '/search/used-cars'],
    ['/CONTACT', '/contact'],
    ['/Search/Used-Cars', '/search/used-cars'],
    ['/cars/a%20b%3Cx', '/cars/a%20b%3Cx'],
    ['/Pages/%C3%89t%C3%A9', '/pages/%C3%89t%C3%A9'],
    // Never a protocol-relative address another site could be reached by.
    ['//evil.example/x', '/evil.example/x'],
  ])('%s → %s', (path, normal) => {
    expect(normalPagePath(path)).toBe(normal);
  });
});

describe('page paths in another spelling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'harbour-nissan.localhost:8080', accept: 'text/html' },
    });

  it('redirect (301) to the one spelling, with the query kept', async () => {
    for (const [url, location] of [
      ['//contact', '/contact'],
      ['/CONTACT?car_id=5', '/contact?car_id=5'],
      ['//evil.example', '/evil.example'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(location);
    }
    expect((await get('/contact')).statusCode).toBe(200);
  });
});
