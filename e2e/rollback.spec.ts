import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { buildRemote, runPlatformCli, startPlatform, type RunningPlatform } from './support/platform';

type RemotesList = { remotes: { remote: string; current: string | null }[] };

test.describe('single-remote rollback', () => {
  let platform: RunningPlatform;
  test.beforeAll(async () => {
    platform = await startPlatform(8184);
  });
  test.afterAll(async () => {
    await platform?.stop();
  });

  async function currentVersions(): Promise<Record<string, string | null>> {
    const response = await fetch(`${platform.url}/api/ops/remotes`, {
      headers: { authorization: `Bearer ${platform.opsToken}` },
    });
    const body = (await response.json()) as RemotesList;
    return Object.fromEntries(body.remotes.map((entry) => [entry.remote, entry.current]));
  }

  async function publish(dir: string): Promise<string> {
    const result = await runPlatformCli(platform, ['remotes', 'publish', 'mf-search', '--from', dir]);
    expect(result.code, result.output).toBe(0);
    const version = /1\.0\.0-[0-9a-f]{10}/.exec(result.output)?.[0];
    expect(version, result.output).toBeTruthy();
    return version!;
  }

  /** The mf-search build that rendered the search page's server HTML. */
  async function serverBuild(): Promise<string | undefined> {
    const response = await fetch(`${platform.url}/search/used-cars?site=coastline-motor-group`, {
      headers: { accept: 'text/html' },
    });
    return /data-remote="mf-search"[^>]*data-build="([^"]+)"/.exec(await response.text())?.[1];
  }

  test('promote a second build of mf-search, then roll back to the first, touching nothing else', async ({
    page,
  }) => {
    const shellMtime = statSync(path.resolve(__dirname, '../shell/dist/index.html')).mtimeMs;
    const serverPid = platform.process.pid;
    const before = await currentVersions();

    const first = await publish(await buildRemote('mf-search', 'first'));
    const second = await publish(await buildRemote('mf-search', 'second'));
    expect(second).not.toBe(first);

    for (const version of [first, second]) {
      const result = await runPlatformCli(platform, ['remotes', 'promote', 'mf-search', version]);
      expect(result.code, result.output).toBe(0);
    }
    await expect.poll(() => serverBuild()).toBe('1.0.0+second');
    await page.goto(siteUrl('coastline-motor-group', '/search/used-cars', platform.port));
    await expect(page.locator('[data-remote="mf-search"]')).toHaveAttribute('data-build', '1.0.0+second');

    const rolledBack = await runPlatformCli(platform, ['remotes', 'rollback', 'mf-search']);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    // The server's HTML (server-side rendering) comes from the same version as the browser's code.
    expect(await serverBuild()).toBe('1.0.0+first');
    await page.reload();
    await expect(page.locator('[data-remote="mf-search"]')).toHaveAttribute('data-build', '1.0.0+first');

    const after = await currentVersions();
    expect(after['mf-search']).toBe(first);
    for (const remote of ['mf-vehicle', 'mf-finance', 'mf-leads', 'mf-locations']) {
      expect(after[remote]).toBe(before[remote]);
    }
    // no rebuild or restart of the shell or the server
    expect(statSync(path.resolve(__dirname, '../shell/dist/index.html')).mtimeMs).toBe(shellMtime);
    expect(platform.process.exitCode).toBeNull();
    expect(platform.process.pid).toBe(serverPid);

    // the history shows who did what
    const list = await runPlatformCli(platform, ['remotes', 'list']);
    expect(list.output).toContain(first);
    expect(list.output).toContain(second);
    expect(list.output).toContain('rollback');
    expect(list.output).toContain('e2e');
  });
});
