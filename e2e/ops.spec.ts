import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_OPS_TOKEN, E2E_PORT } from './support/chromium';
import { runPlatformCli, startPlatform, type RunningPlatform } from './support/platform';
import { SHARED_PLATFORM } from './support/shared-platform';

const OPS = `http://127.0.0.1:${E2E_PORT}/api/ops`;

test.describe('ops API', () => {
  test('refuses requests without the token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: E2E_OPS_TOKEN },
    ];
    for (const headers of attempts) {
      const list = await fetch(`${OPS}/remotes`, { headers });
      expect(list.status).toBe(401);
      const rollback = await fetch(`${OPS}/remotes/mf-search/rollback`, { method: 'POST', headers });
      expect(rollback.status).toBe(401);
    }
    const ok = await fetch(`${OPS}/remotes`, { headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` } });
    expect(ok.status).toBe(200);
  });

  test('the shared platform works on the database the suite was given (PostgreSQL with E2E_DATABASE_URL)', async () => {
    const response = await fetch(`${OPS}/platform`, {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    });
    const { database } = (await response.json()) as { database: string };
    if (SHARED_PLATFORM.databaseUrl) {
      const { host, pathname } = new URL(SHARED_PLATFORM.databaseUrl);
      expect(database).toBe(`PostgreSQL at ${host}${pathname}`);
    } else {
      expect(database).toMatch(/^embedded PGlite/);
    }
  });

  test('the site config never carries the ops token', async () => {
    const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/site-config?site=coastline-motor-group`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(E2E_OPS_TOKEN);
  });

  test.describe('promotion of an incompatible build', () => {
    let platform: RunningPlatform;
    test.beforeAll(async () => {
      platform = await startPlatform(8185);
    });
    test.afterAll(async () => {
      await platform?.stop();
    });

    test('is refused with a clear message and the registry is unchanged', async () => {
      const build = mkdtempSync(path.join(tmpdir(), 'mf-search-react17-'));
      cpSync(path.resolve(__dirname, '../mf-search/dist'), build, { recursive: true });
      const manifestPath = path.join(build, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        shared: { name: string; requiredVersion: string }[];
      };
      for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^17.0.0';
      writeFileSync(manifestPath, JSON.stringify(manifest));

      const published = await runPlatformCli(platform, ['remotes', 'publish', 'mf-search', '--from', build]);
      expect(published.code, published.output).toBe(0);
      const version = /1\.0\.0-[0-9a-f]{10}/.exec(published.output)![0];

      const response = await fetch(`${platform.url}/api/ops/remotes/mf-search/promote`, {
        method: 'POST',
        headers: { authorization: `Bearer ${platform.opsToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version }),
      });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { message: string };
      expect(body.message).toContain('react ^17.0.0');
      expect(body.message).toMatch(/shell provides react 19\./);

      const cli = await runPlatformCli(platform, ['remotes', 'promote', 'mf-search', version]);
      expect(cli.code).not.toBe(0);
      expect(cli.output).toContain('react ^17.0.0');

      const registry = (await (
        await fetch(`${platform.url}/api/registry?site=coastline-motor-group`)
      ).json()) as {
        remotes: { remote: string; version: string }[];
      };
      expect(registry.remotes.find((entry) => entry.remote === 'mf-search')?.version).not.toBe(version);
    });
  });
});
