import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { createDealerTokens, importLegacyDealerTokens, legacyDealerTokensPath } from '../dealer-tokens';

jest.setTimeout(60_000);

let db: Db;
let dir: string;
const dealershipId = async (slug: string) =>
  (await db.query<{ id: number }>('SELECT id FROM dealerships WHERE slug = $1', [slug]))[0]!.id;

beforeAll(async () => {
  db = await openPgliteDb();
  await migrate(db);
  await seedDemoTenants(db);
});
afterAll(async () => db?.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dealer-tokens-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('dealer tokens in the database', () => {
  it('issues distinct tokens, stores only their SHA-256, and finds their dealership', async () => {
    const tokens = createDealerTokens(db);
    const a = await tokens.issue('tasman-subaru', { label: 'DMS', createdBy: 'alice' });
    const b = await tokens.issue('tasman-subaru', { label: null, createdBy: 'bob' });
    expect(a!.token).toMatch(/^dlr_[A-Za-z0-9_-]{43}$/);
    expect(b!.token).not.toBe(a!.token);
    expect(a).toMatchObject({
      dealership: 'tasman-subaru',
      label: 'DMS',
      created_by: 'alice',
      revoked_at: null,
    });
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM dealer_tokens WHERE id = $1', [
      a!.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(a!.token.slice(4));
    expect(rows[0]!.token_sha256).toBe(createHash('sha256').update(a!.token).digest('hex'));
    const subaru = await dealershipId('tasman-subaru');
    expect(await tokens.dealershipOf(a!.token)).toBe(subaru);
    expect(await tokens.dealershipOf(b!.token)).toBe(subaru);
  });

  it('lists a dealership’s tokens without them, with when each was last used, and refuses a dealership that does not exist', async () => {
    const tokens = createDealerTokens(db);
    const issued = await tokens.issue('westside-pre-owned', { label: 'feed', createdBy: 'carol' });
    const list = await tokens.list('westside-pre-owned');
    expect(list).toEqual([
      {
        id: issued!.id,
        dealership: 'westside-pre-owned',
        label: 'feed',
        created_by: 'carol',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        revoked_at: null,
        revoked_by: null,
        last_used_at: null,
      },
    ]);
    await tokens.dealershipOf(issued!.token);
    expect((await tokens.list('westside-pre-owned'))![0]!.last_used_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await tokens.issue('no-such-dealership', { label: null, createdBy: 'x' })).toBeNull();
    expect(await tokens.list('no-such-dealership')).toBeNull();
  });

  it('revokes a token at once, once; another dealership’s id is not found', async () => {
    const tokens = createDealerTokens(db);
    const issued = (await tokens.issue('riverina-trucks', { label: null, createdBy: 'dan' }))!;
    expect(await tokens.revoke('tasman-subaru', issued.id, 'eve')).toBeNull();
    expect(await tokens.dealershipOf(issued.token)).not.toBeNull();
    const revoked = await tokens.revoke('riverina-trucks', issued.id, 'eve');
    expect(revoked).toMatchObject({
      id: issued.id,
      changed: true,
      revoked_by: 'eve',
      revoked_at: expect.any(String),
    });
    expect(await tokens.dealershipOf(issued.token)).toBeNull();
    const again = await tokens.revoke('riverina-trucks', issued.id, 'frank');
    expect(again).toMatchObject({ changed: false, revoked_by: 'eve', revoked_at: revoked!.revoked_at });
  });

  it('finds nothing for an unknown or malformed token', async () => {
    const tokens = createDealerTokens(db);
    expect(await tokens.dealershipOf(`dlr_${'a'.repeat(43)}`)).toBeNull();
    expect(await tokens.dealershipOf('dlr_short')).toBeNull();
  });
});

describe('importing DATA_DIR/dealer-tokens.json', () => {
  const legacyToken = `dlr_${'L'.repeat(43)}`;
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');

  it('moves the file’s hashes into the database once, for dealerships that exist, then renames it', async () => {
    await writeFile(
      legacyDealerTokensPath(dir),
      JSON.stringify([
        { sha256: hash(legacyToken), dealership_slug: 'metro-drive', created_at: '2025-01-02T03:04:05.000Z' },
        {
          sha256: hash('dlr_gone'),
          dealership_slug: 'no-such-dealership',
          created_at: '2025-01-02T03:04:05.000Z',
        },
        { sha256: 'not a hash', dealership_slug: 'metro-drive', created_at: 'x' },
      ]),
    );
    const result = await importLegacyDealerTokens(db, dir);
    expect(result).toEqual({ imported: 1, skipped: 2, movedTo: `${legacyDealerTokensPath(dir)}.imported` });
    await expect(readFile(legacyDealerTokensPath(dir))).rejects.toThrow(/ENOENT/);
    const tokens = createDealerTokens(db);
    expect(await tokens.dealershipOf(legacyToken)).toBe(await dealershipId('metro-drive'));
    const [listed] = (await tokens.list('metro-drive'))!;
    expect(listed).toMatchObject({
      created_at: '2025-01-02T03:04:05.000Z',
      created_by: 'dealer-tokens.json',
    });

    // A token revoked since stays revoked if the same file comes back; no file: nothing to do.
    await tokens.revoke('metro-drive', listed!.id, 'ops');
    await writeFile(
      legacyDealerTokensPath(dir),
      JSON.stringify([{ sha256: hash(legacyToken), dealership_slug: 'metro-drive', created_at: 'x' }]),
    );
    expect(await importLegacyDealerTokens(db, dir)).toMatchObject({ imported: 0, skipped: 0 });
    expect(await tokens.dealershipOf(legacyToken)).toBeNull();
    expect(await importLegacyDealerTokens(db, dir)).toEqual({ imported: 0, skipped: 0, movedTo: null });
  });
});
