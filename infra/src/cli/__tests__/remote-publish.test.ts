import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import type { OpsBackend } from '../ops-backend';
import { remotesPublish } from '../remote-commands';

async function writeBuild(dir: string, files: Map<string, Buffer>): Promise<void> {
  for (const [file, bytes] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), bytes);
  }
}

describe('remotes publish', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'remote-publish-'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  const backend = {
    publish: async () => ({ remote: 'mf-finance', version: '1.0.0-abc', created: true }),
  } as unknown as OpsBackend;

  it('warns when the build has no server bundle (its pages would lose their server HTML)', async () => {
    await writeBuild(root, fakeRemoteBuild('mf-finance'));
    const lines: string[] = [];
    await remotesPublish(backend, (text) => lines.push(text), 'mf-finance', { from: root, actor: 'test' });
    expect(lines.join('\n')).toMatch(/Warning: this build has no ssr\/server\.js/);
  });

  it('says nothing of it for a build with one', async () => {
    const files = fakeRemoteBuild('mf-finance');
    files.set('ssr/server.js', Buffer.from('module.exports = { modules: {} };'));
    await writeBuild(root, files);
    const lines: string[] = [];
    await remotesPublish(backend, (text) => lines.push(text), 'mf-finance', { from: root, actor: 'test' });
    expect(lines.join('\n')).not.toMatch(/Warning/);
    expect(lines[0]).toMatch(/^Published mf-finance 1\.0\.0-abc/);
  });
});
