import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { OpsError } from '../../cli/ops-backend';
import { createSitesRepository } from '../../sites/sites-repository';
import { dealerTokenCommand } from '../dealer-token-command';
import { createDealerTokenStore, dealerTokensPath } from '../dealer-tokens';

jest.setTimeout(60_000);

let db: Db;
let dataDir: string;
let backend: { listSites: ReturnType<typeof createSitesRepository>['list'] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealer-token-'));
  db = await openPgliteDb();
  await migrate(db);
  await seedDemoTenants(db);
  const sites = createSitesRepository(db);
  backend = { listSites: () => sites.list() };
});
afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('dealer-token', () => {
  it("lists each site's dealerships, as sites list shows them", async () => {
    const sites = await backend.listSites();
    const coastline = sites.find((site) => site.slug === 'coastline-motor-group')!;
    expect(coastline.dealerships.length).toBeGreaterThan(1);
    expect(sites.find((site) => site.slug === 'tasman-subaru')!.dealerships).toEqual(['tasman-subaru']);
  });

  it("issues a token for one of the platform's dealerships and prints only the token", async () => {
    const printed: string[] = [];
    const code = await dealerTokenCommand(backend, (text) => printed.push(text), 'tasman-subaru', dataDir);
    expect(code).toBe(0);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^dlr_[A-Za-z0-9_-]{43}$/);
    expect(await createDealerTokenStore(dataDir).dealershipOf(printed[0]!)).toBe('tasman-subaru');
  });

  it('refuses a slug no site has, and stores no token for it', async () => {
    const before = await readFile(dealerTokensPath(dataDir), 'utf8');
    const printed: string[] = [];
    await expect(
      dealerTokenCommand(backend, (text) => printed.push(text), 'tasman-subaroo', dataDir),
    ).rejects.toThrow(
      new OpsError(
        'No dealership "tasman-subaroo" on this platform (sites list shows each site\'s dealerships)',
      ),
    );
    expect(printed).toEqual([]);
    expect(await readFile(dealerTokensPath(dataDir), 'utf8')).toBe(before);
  });
});
