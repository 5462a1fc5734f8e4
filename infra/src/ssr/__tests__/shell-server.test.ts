import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createShellServer } from '../shell-server';

/** A shell server bundle; each evaluation gives new objects, so the same object means one evaluation. */
const shellBundle = (name: string) => `
exports.PROVIDED_SINGLETONS = { name: ${JSON.stringify(name)} };
exports.renderPage = async () => ({ html: '', styles: '', api: { queries: {} }, errors: [] });
`;

let root: string;
let file: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'shell-server-'));
  file = path.join(root, 'ssr', 'server.js');
  await mkdir(path.dirname(file));
});
afterEach(async () => rm(root, { recursive: true, force: true }));

describe('createShellServer', () => {
  it('evaluates the bundle once for renders that ask at the same time (one React for all of them)', async () => {
    await writeFile(file, shellBundle('first'));
    const shellServer = createShellServer(root);
    const servers = await Promise.all([shellServer(), shellServer(), shellServer()]);
    expect(new Set(servers).size).toBe(1);
    expect(await shellServer()).toBe(servers[0]);
  });

  it('evaluates it again when the file changes, and is null without one', async () => {
    await writeFile(file, shellBundle('first'));
    const shellServer = createShellServer(root);
    expect((await shellServer())!.PROVIDED_SINGLETONS).toEqual({ name: 'first' });
    await writeFile(file, shellBundle('rebuilt'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await shellServer())!.PROVIDED_SINGLETONS).toEqual({ name: 'rebuilt' });
    await rm(file);
    expect(await shellServer()).toBeNull();
  });

  it('tries a bundle that failed to load again on the next render', async () => {
    await writeFile(file, 'exports.nothing = true;');
    const shellServer = createShellServer(root);
    await expect(shellServer()).rejects.toThrow('does not export renderPage and PROVIDED_SINGLETONS');
    await expect(shellServer()).rejects.toThrow('does not export renderPage');
    await writeFile(file, shellBundle('fixed'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await shellServer())!.PROVIDED_SINGLETONS).toEqual({ name: 'fixed' });
  });
});
