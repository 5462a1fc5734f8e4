import Fastify, { type FastifyInstance } from 'fastify';
import type { ReservationRequest } from '../../../../shared/src/domain/vehicle';
import { installErrorHandlers } from '../../http/error-handler';
import type { Db } from '../../db/db';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { TestApp } from '../../test-support/test-app';
import { reservationsRoutes } from '../reservations-routes';

export const hostOf = (site: string) => `${site}.localhost:8080`;

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
} as const;

export function reservation(overrides: Partial<ReservationRequest> = {}): ReservationRequest {
  return {
    kind: 'reserve',
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    terms_conditions: true,
    payment: { card_number: CARDS.ok, expiry: '12/30', cvc: '123', name_on_card: 'Jo Citizen' },
    ...overrides,
  };
}

export const withCard = (card_number: string, extra: Partial<ReservationRequest['payment']> = {}) =>
  reservation({ payment: { ...reservation().payment, card_number, ...extra } });

/**
 * The reservation routes on the test app's platform (same database, events and search index) with a payment
 * provider the test can read, in a server configured as buildApp configures its own.
 */
export async function reservationsApp(t: TestApp, payments: PaymentProvider): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  app.decorate('platform', t.app.platform);
  installErrorHandlers(app);
  await app.register(reservationsRoutes, { payments });
  await app.ready();
  return app;
}

/** Site cars that the reserve rule allows today and the site's car page shows (GET /api/cars/{slug} is 200). */
export async function reservableCars(
  t: TestApp,
  site: string,
): Promise<{ id: number; slug: string; price: number }[]> {
  const rows = await t.app.platform.db.query<{ id: number; slug: string; price: number }>(
    `SELECT c.id, c.slug, c.price FROM cars c JOIN dealerships d ON d.id = c.dealership_id JOIN sites s ON s.id = d.site_id
     WHERE s.slug = $1 AND c.status = 'in_stock' AND NOT c.reserved AND c.price > 200 AND c.show_on_dealer_website
     ORDER BY c.id`,
    [site],
  );
  const shown = [];
  for (const row of rows) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cars/${row.slug}`,
      headers: { host: hostOf(site) },
    });
    if (res.statusCode === 200) shown.push(row);
  }
  return shown;
}

/** The car's record in the search index, read with the admin key. */
export async function indexRecord(t: TestApp, carId: number): Promise<Record<string, unknown>> {
  const { credentials, names } = t.app.searchService;
  const res = await t.app.inject({
    method: 'GET',
    url: `/1/indexes/${names.primary}/${carId}`,
    headers: { 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': credentials.adminKey },
  });
  return res.json();
}

/** The database, except that inside a transaction a statement matching `pattern` fails ("disk full"). */
export function failingOn(db: Db, pattern: RegExp): Db {
  const failing = (tx: Db): Db => ({
    ...tx,
    async query<T>(sql: string, params?: unknown[]) {
      if (pattern.test(sql)) throw new Error('disk full');
      return tx.query<T>(sql, params);
    },
  });
  return { ...db, transaction: (fn) => db.transaction((tx) => fn(failing(tx))) };
}
