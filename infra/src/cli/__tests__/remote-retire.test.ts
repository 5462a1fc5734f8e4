import type { AddressInfo } from 'node:net';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { parseArgs } from '../args';
import { checkCommand } from '../commands';
import { createHttpBackend } from '../http-backend';
import type { OpsBackend } from '../ops-backend';
import { remotesList, remotesRetire, remotesRollback } from '../remote-commands';

jest.setTimeout(60_000);

let t: TestApp;
let backend: OpsBackend;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  backend = createHttpBackend(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, TEST_TOKEN);
});
afterAll(async () => t?.close());

/** What a command printed. */
async function printed(command: (print: (text: string) => void) => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  await command((text) => lines.push(text));
  return lines.join('\n');
}

describe('remotes retire', () => {
  it('takes a remote, a version and --reason', () => {
    expect(checkCommand(parseArgs(['remotes', 'retire', 'mf-leads', 'v', '--reason', 'bad'])).words).toEqual([
      'remotes',
      'retire',
    ]);
    expect(() => checkCommand(parseArgs(['remotes', 'retire', 'mf-leads', 'v', '--force']))).toThrow(
      /does not take --force/,
    );
  });

  it('retires through the ops API; list shows it, and rollback then passes over it', async () => {
    const { registry } = t.app.platform;
    const versions: string[] = [];
    for (const marker of ['good', 'bad', 'live']) {
      const { version } = await registry.publish('mf-leads', fakeRemoteBuild('mf-leads', { marker }), 'test');
      await registry.promote('mf-leads', version, 'test');
      versions.push(version);
    }
    const [good, bad, live] = versions as [string, string, string];

    await expect(remotesRetire(backend, () => {}, 'mf-leads', live, { actor: 'dana' })).rejects.toThrow(
      `Cannot retire mf-leads ${live}: it is live; roll back or promote another version first`,
    );
    expect(
      await printed((print) =>
        remotesRetire(backend, print, 'mf-leads', bad, { reason: 'form posts twice', actor: 'dana' }),
      ),
    ).toBe(`mf-leads ${bad} is retired (by dana): promote refuses it and rollback passes over it.`);
    expect(await printed((print) => remotesRetire(backend, print, 'mf-leads', bad, { actor: 'dana' }))).toBe(
      `mf-leads ${bad} was already retired; nothing changed.`,
    );

    const list = await printed((print) => remotesList(backend, print, 'mf-leads'));
    expect(list).toMatch(/RETIRED/);
    expect(list.split('\n').find((line) => line.includes(bad) && line.includes('1.0.0'))).toMatch(
      /by dana, .+: form posts twice/,
    );
    expect(await printed((print) => remotesRollback(backend, print, 'mf-leads', 'dana'))).toMatch(
      new RegExp(`${live} → ${good}`),
    );
  });
});
