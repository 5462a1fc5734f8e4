import { createHash } from 'node:crypto';
import type { Db } from '../../db/db';
import { migrate, readMigrations } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { createNamedOpsTokens, type NamedOpsTokens } from '../named-ops-tokens';

jest.setTimeout(60_000);

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The repository's suite on one database (PGlite in memory; PostgreSQL with DATABASE_URL). */
function describeNamedOpsTokens(open: () => Promise<Db>, drop: () => Promise<void> = async () => undefined) {
  let db: Db;
  let tokens: NamedOpsTokens;
  /** The name of a live token (null: none), as the ops API's auth hook looks it up. */
  const nameOf = async (token: string) => (await tokens.liveToken(token))?.name ?? null;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    tokens = createNamedOpsTokens(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  it('creates a token shown once, stores only its SHA-256, and knows its name', async () => {
    const alice = (await tokens.create('alice', 'root', 'full'))!;
    expect(alice).toEqual({
      id: expect.any(Number),
      name: 'alice',
      access: 'full',
      created_by: 'root',
      created_at: expect.stringMatching(ISO),
      revoked_at: null,
      revoked_by: null,
      last_used_at: null,
      token: expect.stringMatching(/^dlops_[A-Za-z0-9_-]{43}$/),
    });
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM ops_tokens WHERE id = $1', [
      alice.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(alice.token.slice(6));
    expect(rows[0]!.token_sha256).toBe(createHash('sha256').update(alice.token).digest('hex'));
    expect(await nameOf(alice.token)).toBe('alice');
    expect(await tokens.list()).toEqual([
      expect.not.objectContaining({ token: expect.anything(), token_sha256: expect.anything() }),
    ]);
  });

  it('refuses a second live token of a name, and knows no token it did not create', async () => {
    expect(await tokens.create('alice', 'root', 'full')).toBeNull();
    expect(await nameOf(`dlops_${'A'.repeat(43)}`)).toBeNull();
    expect(await nameOf('not-a-token')).toBeNull();
    expect((await tokens.list()).map((token) => token.name)).toEqual(['alice']);
  });

  it('revokes a name’s live token at once, once, and gives the name again; the others stay', async () => {
    const ci = (await tokens.create('ci-deploy', 'root', 'full'))!;
    const bob = (await tokens.create('bob.smith', 'root', 'full'))!;
    const revoked = await tokens.revoke('ci-deploy', 'bob.smith');
    expect(revoked).toEqual({
      id: ci.id,
      name: 'ci-deploy',
      access: 'full',
      created_by: 'root',
      created_at: ci.created_at,
      revoked_at: expect.stringMatching(ISO),
      revoked_by: 'bob.smith',
      last_used_at: null,
      changed: true,
    });
    expect(await nameOf(ci.token)).toBeNull();
    expect(await nameOf(bob.token)).toBe('bob.smith');
    expect(await tokens.revoke('ci-deploy', 'carol')).toEqual({ ...revoked, changed: false });
    expect(await tokens.revoke('nobody', 'carol')).toBeNull();

    const again = (await tokens.create('ci-deploy', 'root', 'full'))!;
    expect(await nameOf(again.token)).toBe('ci-deploy');
    expect(await nameOf(ci.token)).toBeNull();
    expect((await tokens.list()).map((token) => [token.name, token.revoked_by])).toEqual([
      ['alice', null],
      ['ci-deploy', 'bob.smith'],
      ['bob.smith', null],
      ['ci-deploy', null],
    ]);
  });

  it('notes when a token was last used, at most once a minute, and never for a revoked one', async () => {
    const carol = (await tokens.create('carol', 'root', 'full'))!;
    const lastUsed = async () => (await tokens.list()).find((record) => record.id === carol.id)!.last_used_at;
    expect(await lastUsed()).toBeNull();
    expect(await nameOf(carol.token)).toBe('carol');
    const first = await lastUsed();
    expect(first).toMatch(ISO);
    expect(await nameOf(carol.token)).toBe('carol');
    expect(await lastUsed()).toBe(first); // within the minute: not written again
    await db.query(`UPDATE ops_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [
      carol.id,
    ]);
    const stale = await lastUsed();
    await nameOf(carol.token);
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(stale!));
    await tokens.revoke('carol', 'root');
    // Its last use past the minute, so only the revoke keeps the lookup from noting this one.
    await db.query(`UPDATE ops_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [
      carol.id,
    ]);
    const revoked = await lastUsed();
    expect(await nameOf(carol.token)).toBeNull();
    expect(await lastUsed()).toBe(revoked);
  });

  it('still knows a token when its use cannot be noted (a database that takes no writes for a moment)', async () => {
    const dave = (await tokens.create('dave', 'root', 'full'))!;
    const readOnly: Db = {
      ...db,
      query: (sql, params) =>
        /\bUPDATE\b/i.test(sql) // any statement that writes, as a read-only server refuses it
          ? Promise.reject(
              Object.assign(new Error('cannot execute UPDATE in a read-only transaction'), { code: '25006' }),
            )
          : db.query(sql, params),
    };
    expect(await createNamedOpsTokens(readOnly).liveToken(dave.token)).toEqual({
      name: 'dave',
      access: 'full',
    });
    expect((await tokens.list()).find((record) => record.id === dave.id)!.last_used_at).toBeNull();
    expect(await nameOf(dave.token)).toBe('dave'); // noted on the next use that can write
    expect((await tokens.list()).find((record) => record.id === dave.id)!.last_used_at).toMatch(ISO);
  });

  it('creates a read-only token, known with its access, listed with it; the database takes no other access', async () => {
    const grafana = (await tokens.create('grafana', 'root', 'read'))!;
    expect(grafana).toMatchObject({ name: 'grafana', access: 'read' });
    expect(await tokens.liveToken(grafana.token)).toEqual({ name: 'grafana', access: 'read' });
    expect((await tokens.list()).find((record) => record.id === grafana.id)).toMatchObject({
      access: 'read',
    });
    await expect(
      db.query(
        `INSERT INTO ops_tokens (name, token_sha256, created_by, access)
         VALUES ('erin', repeat('b', 64), 'x', 'admin')`,
      ),
    ).rejects.toThrow();
  });

  it('holds a name to its character set in the database too', async () => {
    await expect(
      db.query(
        `INSERT INTO ops_tokens (name, token_sha256, created_by) VALUES ('Alice', repeat('a', 64), 'x')`,
      ),
    ).rejects.toThrow();
  });
}

describe('named ops tokens on PGlite', () => {
  describeNamedOpsTokens(() => openPgliteDb());
});

it('keeps every token created before migration 017 full', async () => {
  const db = await openPgliteDb();
  try {
    const migrations = await readMigrations();
    await migrate(
      db,
      migrations.filter((migration) => migration.id < '017'),
    );
    await db.query(
      `INSERT INTO ops_tokens (name, token_sha256, created_by) VALUES ('ci-deploy', repeat('c', 64), 'root')`,
    );
    expect(await migrate(db, migrations)).toContain('017_ops_token_access.sql');
    expect(await createNamedOpsTokens(db).list()).toEqual([
      expect.objectContaining({ name: 'ci-deploy', access: 'full' }),
    ]);
  } finally {
    await db.close();
  }
});

if (!TEST_DATABASE_URL) console.info('named ops tokens on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)('named ops tokens on PostgreSQL (DATABASE_URL)', () => {
  let schema: PostgresSchema;
  describeNamedOpsTokens(
    async () => {
      schema = await createPostgresSchema('dealerline_ops_tokens');
      return openPgDb(schema.url);
    },
    () => schema.drop(),
  );
});
