import { openPgDb } from '../../db/pg-db';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { describeReservationEmails } from './reservation-emails-suite';

jest.setTimeout(180_000);

if (!TEST_DATABASE_URL) console.info('shopper emails on PostgreSQL: skipped (DATABASE_URL is not set)');

let schema: PostgresSchema | undefined;
afterAll(async () => schema?.drop());

(TEST_DATABASE_URL ? describe : describe.skip)(
  'the shopper emails of a reservation on PostgreSQL (DATABASE_URL)',
  () => {
    describeReservationEmails(async () => {
      schema ??= await createPostgresSchema('dealerline_shopper_emails');
      return openPgDb(schema.url);
    });
  },
);
