import { existsSync } from 'node:fs';
import path from 'node:path';
import { relativeRequest, requiredRange, SINGLETON_SOURCES, sharedSingletons } from '../singletons';

const SHELL = path.resolve(__dirname, '../../../shell');

describe('sharedSingletons', () => {
  const shared = sharedSingletons(SHELL, 'provider') as Record<
    string,
    { import?: string; requiredVersion: string | false }
  >;

  it('states a range for each singleton a remote consumes, and none for the shell that provides them', () => {
    const consumed = sharedSingletons(SHELL, 'consumer') as typeof shared;
    expect(consumed['react']!.requiredVersion).toMatch(/^\^\d+\.0\.0$/);
    expect(consumed['@dealerline/shared']!.requiredVersion).toMatch(/^\^\d+\.\d+\.0$/);
    for (const entry of Object.values(shared)) expect(entry.requiredVersion).toBe(false);
  });

  it('names each singleton given by file relative to the app, never by the build machine’s path', () => {
    const imports = Object.keys(SINGLETON_SOURCES).map((id) => shared[id]?.import);
    expect(imports).toHaveLength(3);
    for (const request of imports) {
      expect(request).toMatch(/^\.\.?\//);
      expect(request).not.toContain(path.resolve(SHELL, '..'));
    }
  });

  it('names files that exist, resolved from the app’s directory', () => {
    for (const id of Object.keys(SINGLETON_SOURCES))
      expect(existsSync(path.resolve(SHELL, shared[id]!.import!))).toBe(true);
  });
});

describe('relativeRequest', () => {
  it('writes a file under the app as ./ and one beside it as ../, with forward slashes', () => {
    expect(relativeRequest('/repo/shell', '/repo/shell/src/a.ts')).toBe('./src/a.ts');
    expect(relativeRequest('/repo/shell', '/repo/node_modules/x/y.js')).toBe('../node_modules/x/y.js');
  });
});

describe('requiredRange', () => {
  it('asks a package for the major it was built against', () => {
    expect(requiredRange('react', '19.2.4')).toBe('^19.0.0');
    expect(requiredRange('@reduxjs/toolkit/query/react', '2.14.0')).toBe('^2.0.0');
  });

  it('asks shared for the minor too, since a minor of shared adds exports a remote may call', () => {
    expect(requiredRange('@dealerline/shared', '3.2.0')).toBe('^3.2.0');
  });
});
