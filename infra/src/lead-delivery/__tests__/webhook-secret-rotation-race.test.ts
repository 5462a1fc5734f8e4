import { migrate } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import type { Db } from '../../db/db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { createWebhookSigningSecrets, WebhookSecretGraceInUse } from '../webhook-signing-secrets';

jest.setTimeout(120_000);

if (!TEST_DATABASE_URL)
  console.info('webhook secret rotations at once on PostgreSQL: skipped (DATABASE_URL is not set)');

/**
 * Two rotations at once need two connections to race, which only PostgreSQL gives (PGlite runs one statement
 * at a time). With no grace running, each once found none and the second overwrote the first's replaced secret:
 * the secret the first rotation promised to sign for its grace stopped at once, without a word.
 */
(TEST_DATABASE_URL ? describe : describe.skip)(
  'webhook secret rotations at once on PostgreSQL (DATABASE_URL)',
  () => {
    let schema: PostgresSchema;
    let db: Db;
    beforeAll(async () => {
      schema = await createPostgresSchema('dealerline_rotation_race');
      db = await openPgDb(schema.url);
      await migrate(db);
      await seedDemoTenants(db);
    });
    afterAll(async () => {
      await db.close();
      await schema.drop();
    });

    it('lets one of two rotations at once through and refuses the other, whose grace it would end', async () => {
      const [{ slug }] = (await db.query<{ slug: string }>(
        'SELECT slug FROM dealerships ORDER BY id LIMIT 1',
      )) as [{ slug: string }];
      const secrets = createWebhookSigningSecrets(db);
      await secrets.show(slug);
      // Another transaction holds the secret's row while both rotations begin, so they overlap for sure.
      let rotations: Promise<PromiseSettledResult<unknown>[]> | undefined;
      await db.transaction(async (tx) => {
        await tx.query(
          `SELECT 1 FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id
         WHERE d.slug = $1 FOR UPDATE OF w`,
          [slug],
        );
        rotations = Promise.allSettled(
          [1, 2].map(() => secrets.rotate(slug, { rotatedBy: 'ci', graceSeconds: 3600 })),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const results = await rotations!;
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(WebhookSecretGraceInUse);
    });
  },
);
