import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandlers } from '../../http/error-handler';
import { GEOCODE_UNAVAILABLE } from '../../../../shared/src/rules/postcode';
import { createGeocoder } from '../create-geocoder';
import { geocodeRoutes } from '../geocode-routes';
import { GeocoderUnavailableError, type Geocoder } from '../geocoder';
import { GoogleGeocoder } from '../google-geocoder';
import { OfflineGeocoder } from '../offline-geocoder';

async function appWith(geocoder?: Geocoder): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandlers(app);
  await app.register(geocodeRoutes, { geocoder });
  return app;
}

describe('GET /api/geocode with the offline geocoder', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(createGeocoder({}));
  });
  afterAll(() => app.close());

  it("answers a known postcode in Google's shape", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geocode?address=4558' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Maroochydore QLD 4558, Australia',
          geometry: { location: { lat: -26.6558, lng: 153.0897 } },
        },
      ],
    });
  });

  it('keeps the leading zero of NT postcodes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geocode?address=0800' });
    expect(res.json().results[0].formatted_address).toBe('Darwin NT 0800, Australia');
  });

  it('answers ZERO_RESULTS for an unknown postcode', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geocode?address=9999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it.each(['', '455', '45588', '45a8', 'Maroochydore'])(
    'refuses %p with a 400 and a message',
    async (address) => {
      const res = await app.inject({ method: 'GET', url: `/api/geocode?address=${address}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid postcode. Please enter a 4-digit number.' });
    },
  );

  it('refuses a request without an address', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geocode' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('geocoder choice and failures', () => {
  it('uses Google when GOOGLE_GEOCODING_KEY is set, the offline table otherwise', () => {
    expect(createGeocoder({ GOOGLE_GEOCODING_KEY: 'k' })).toBeInstanceOf(GoogleGeocoder);
    expect(createGeocoder({ GOOGLE_GEOCODING_KEY: ' ' })).toBeInstanceOf(OfflineGeocoder);
  });

  it('answers 502 with a message when the geocoder is unavailable', async () => {
    const app = await appWith({
      geocode: async () => {
        throw new GeocoderUnavailableError('quota');
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/geocode?address=4000' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: GEOCODE_UNAVAILABLE });
    await app.close();
  });
});
