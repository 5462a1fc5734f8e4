import { testSite } from '@dealerline/shared/testing';
import { createAlgoliaSearchClient } from '../client/algolia-search-client';

// Jest resolves algoliasearch/lite to its Node build; the page gets the browser build (the same code as this one).
jest.mock('algoliasearch/lite', () =>
  jest.requireActual(
    require.resolve('algoliasearch/lite').replace(/[\\/]builds[\\/][^\\/]+$/, '/builds/browser.umd.js'),
  ),
);

/**
 * The browser build of the algolia client over XMLHttpRequest: the
 * request must leave in the same task as the search call, not after a timer, so a filter click's search is on
 * its way before the click's render ends.
 */
describe('the algolia client in the browser', () => {
  const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);

  beforeEach(() => jest.useFakeTimers());

  afterEach(() => {
    jest.useRealTimers();
    open.mockClear();
    send.mockClear();
  });

  afterAll(() => {
    open.mockRestore();
    send.mockRestore();
  });

  it('sends a search without waiting for a timer (no localStorage hosts cache)', async () => {
    const client = createAlgoliaSearchClient({ ...testSite().search!, host: 'test-motors.localhost:8080' });
    // Never answered here: the search ends when the test's timers are dropped.
    client.search([{ indexName: 'Car_production', hitsPerPage: 20 }]).catch(() => undefined);
    // Microtasks only: no timer has run.
    for (let i = 0; i < 200; i++) await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    expect(new URL(String(open.mock.calls[0]![1])).pathname).toBe('/1/indexes/*/queries');
    expect(localStorage.length).toBe(0);
  });
});
