import type { FastifyInstance } from 'fastify';
import { GEOCODE_UNAVAILABLE, validatePostcode } from '../../../shared/src/rules/postcode';
import { messageSchema } from '../http/schemas';
import { createGeocoder } from './create-geocoder';
import { GeocoderUnavailableError, type Geocoder } from './geocoder';

const resultSchema = {
  type: 'object',
  required: ['formatted_address', 'geometry'],
  properties: {
    formatted_address: { type: 'string' },
    geometry: {
      type: 'object',
      required: ['location'],
      properties: {
        location: {
          type: 'object',
          required: ['lat', 'lng'],
          properties: { lat: { type: 'number' }, lng: { type: 'number' } },
        },
      },
    },
  },
} as const;

export interface GeocodeRoutesOptions {
  /** Default: createGeocoder() (Google with GOOGLE_GEOCODING_KEY, else the offline postcode table). */
  geocoder?: Geocoder;
}

/**
 * GET /api/geocode?address=4558 (spec §7.10): the postcode's position in Google's answer shape,
 * { status: 'OK' | 'ZERO_RESULTS', results: [{ formatted_address, geometry: { location: { lat, lng } } }] }.
 * An address that is not a 4-digit postcode is a 400; the geocoder failing is a 502.
 */
export async function geocodeRoutes(app: FastifyInstance, options: GeocodeRoutesOptions): Promise<void> {
  const geocoder = options.geocoder ?? createGeocoder();
  app.get(
    '/api/geocode',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['address'],
          properties: {
            address: { type: 'string', maxLength: 100 },
            site: { type: 'string', maxLength: 100 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status', 'results'],
            properties: {
              status: { type: 'string', enum: ['OK', 'ZERO_RESULTS'] },
              results: { type: 'array', items: resultSchema },
            },
          },
          400: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const address = (request.query as { address: string }).address.trim();
      const invalid = validatePostcode(address);
      if (invalid) return reply.status(400).send({ message: invalid });
      try {
        const results = await geocoder.geocode(address);
        reply.header('Cache-Control', 'public, max-age=86400');
        return { status: results.length ? 'OK' : 'ZERO_RESULTS', results };
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        request.log.warn({ err: error }, 'geocoding failed');
        return reply.status(502).send({ message: GEOCODE_UNAVAILABLE });
      }
    },
  );
}
