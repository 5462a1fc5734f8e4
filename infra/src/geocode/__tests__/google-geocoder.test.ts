import { GeocoderUnavailableError } from '../geocoder';
import { GoogleGeocoder } from '../google-geocoder';

/** A fake fetch answering `body` (never the network). */
function fakeFetch(body: unknown, status = 200) {
  const calls: string[] = [];
  const fn = (async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('GoogleGeocoder', () => {
  it('asks for the Australian postal code with the key and returns the results', async () => {
    const location = { lat: -27.4698, lng: 153.0251 };
    const { fn, calls } = fakeFetch({
      status: 'OK',
      results: [{ formatted_address: 'Brisbane QLD 4000, Australia', geometry: { location }, place_id: 'x' }],
    });
    const results = await new GoogleGeocoder('secret-key', fn).geocode('4000');
    expect(results).toEqual([{ formatted_address: 'Brisbane QLD 4000, Australia', geometry: { location } }]);
    const url = new URL(calls[0]!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: '4000',
      components: 'country:AU|postal_code:4000',
      key: 'secret-key',
    });
  });

  it('answers ZERO_RESULTS with no result', async () => {
    const { fn } = fakeFetch({ status: 'ZERO_RESULTS', results: [] });
    await expect(new GoogleGeocoder('k', fn).geocode('9999')).resolves.toEqual([]);
  });

  it('reports a denied request or an HTTP failure as unavailable', async () => {
    const denied = fakeFetch({ status: 'REQUEST_DENIED', error_message: 'bad key' });
    await expect(new GoogleGeocoder('k', denied.fn).geocode('4000')).rejects.toThrow(
      GeocoderUnavailableError,
    );
    const down = fakeFetch({}, 503);
    await expect(new GoogleGeocoder('k', down.fn).geocode('4000')).rejects.toThrow(/HTTP 503/);
  });
});
