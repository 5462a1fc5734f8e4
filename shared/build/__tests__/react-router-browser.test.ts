import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'shared', 'mf-search', 'mf-vehicle', 'mf-finance', 'mf-leads', 'mf-locations'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The value names a file imports from react-router (its root entry, the shared module). */
function reactRouterImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

const facade = readFileSync(path.resolve(__dirname, '../react-router-browser.ts'), 'utf8');
const provided = /export\s*\{([^}]*)\}/
  .exec(facade)![1]!
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** Server-only code (the shell's server render, shell/src/server) is built for Node with the whole package. */
const browserCode = (file: string) => !file.includes(`${path.sep}src${path.sep}server${path.sep}`);

describe('react-router-browser (the react-router the shell shares)', () => {
  it('exports every react-router name an app imports', () => {
    const imported = new Set(
      APPS.flatMap((app) => sources(path.join(ROOT, app)).filter(browserCode)).flatMap((file) =>
        reactRouterImports(readFileSync(file, 'utf8')),
      ),
    );
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !provided.includes(name))).toEqual([]);
  });

  it('re-exports only what react-router exports, and leaves its server runtime out', () => {
    expect(Object.keys(reactRouter)).toEqual(expect.arrayContaining(provided));
    for (const server of ['createRequestHandler', 'createCookie', 'ServerRouter', 'createStaticHandler'])
      expect(provided).not.toContain(server);
  });
});
