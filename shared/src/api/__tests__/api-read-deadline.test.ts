import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { testDealer, testSite } from '../../../testing/fixtures';
import { createPlatformStore } from '../../store/create-store';
import { api, API_READ_TIMEOUT_MS, withReadDeadline } from '../api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    readDeadlineProbe: build.query<unknown, string>({ query: (slug) => `cars/${slug}` }),
    writeDeadlineProbe: build.mutation<unknown, string>({
      query: (slug) => ({ url: `cars/${slug}/reservations`, method: 'POST', body: {} }),
    }),
  }),
});

describe('the API read deadline', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    jest.useFakeTimers();
    // A stalled connection: the car's answer never comes (the fake rejects once the request is aborted).
    fake = installFakeFetch({ '/api/cars/2020-ford-everest-1488': () => new Promise(() => undefined) });
  });
  afterEach(() => {
    fake.restore();
    jest.useRealTimers();
  });

  it('fails a read that gets no answer, so its page shows the error and Try again instead of loading for good', async () => {
    const store = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
    const read = store.dispatch(probe.endpoints.readDeadlineProbe.initiate('2020-ford-everest-1488'));
    await jest.advanceTimersByTimeAsync(API_READ_TIMEOUT_MS - 1);
    expect(fake.requests.map((url) => url.pathname)).toEqual(['/api/cars/2020-ford-everest-1488']);
    expect(store.getState().api.queries['readDeadlineProbe("2020-ford-everest-1488")']?.status).toBe(
      'pending',
    );
    await jest.advanceTimersByTimeAsync(1);
    const result = await read;
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    read.unsubscribe();
  });

  it('leaves writes and reads with a timeout of their own as they are', () => {
    expect(withReadDeadline({ url: 'cars/x/reservations', method: 'POST', body: {} })).toEqual({
      url: 'cars/x/reservations',
      method: 'POST',
      body: {},
    });
    expect(withReadDeadline({ url: 'valuations/1', timeout: 30_000 })).toEqual({
      url: 'valuations/1',
      timeout: 30_000,
    });
    expect(withReadDeadline('cars/x')).toEqual({ url: 'cars/x', timeout: API_READ_TIMEOUT_MS });
    expect(withReadDeadline({ url: 'cars/x', method: 'get' })).toEqual({
      url: 'cars/x',
      method: 'get',
      timeout: API_READ_TIMEOUT_MS,
    });
  });
});
