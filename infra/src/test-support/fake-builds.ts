import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { federationName, type RemoteName } from '../../../shared/src/platform/remotes';

export interface FakeRemoteOptions {
  buildVersion?: string;
  /** requiredVersion of the react singleton. */
  reactRange?: string;
  /** Changes the bytes of remoteEntry.js, so two builds get different versions. */
  marker?: string;
}

/** A minimal remote build: mf-manifest.json + remoteEntry.js + one chunk. */
export function fakeRemoteBuild(remote: RemoteName, options: FakeRemoteOptions = {}): Map<string, Buffer> {
  const name = federationName(remote);
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: options.buildVersion ?? '1.0.0', buildName: `@dealerline/${remote}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: [
      {
        id: `${name}:react`,
        name: 'react',
        version: '19.2.0',
        singleton: true,
        requiredVersion: options.reactRange ?? '^19.0.0',
        assets: {},
      },
      {
        id: `${name}:lodash`,
        name: 'lodash',
        version: '4.17.21',
        singleton: false,
        requiredVersion: '^3.0.0',
        assets: {},
      },
    ],
    remotes: [],
    exposes: [
      {
        id: `${name}:search-page`,
        name: 'search-page',
        path: './search-page',
        assets: { js: { sync: ['static/js/search-page.0123abcd.js'], async: [] } },
      },
    ],
  };
  return new Map([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(`var ${name}=${JSON.stringify(options.marker ?? 'a')};`)],
    ['static/js/search-page.0123abcd.js', Buffer.from('console.log("search page")')],
  ]);
}

export async function writeFiles(dir: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  for (const [file, bytes] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), bytes);
  }
}

/** A built shell: index.html with both markers, its manifest (react 19.2.0 provided) and a hashed script. */
export async function writeFakeShell(dir: string, reactVersion = '19.2.0'): Promise<void> {
  const manifest = {
    id: 'shell',
    name: 'shell',
    shared: [
      {
        id: 'shell:react',
        name: 'react',
        version: reactVersion,
        singleton: true,
        requiredVersion: '^19.0.0',
      },
      {
        id: 'shell:@dealerline/shared',
        name: '@dealerline/shared',
        version: '1.0.0',
        singleton: true,
        requiredVersion: '^1.0.0',
      },
    ],
  };
  const html =
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8" />\n<!--dealerline:head-->\n</head>' +
    '<body><div id="root"></div>\n<!--dealerline:boot-->\n<script src="/shell/main.1a2b3c4d.js"></script></body></html>';
  await writeFiles(
    dir,
    new Map([
      ['index.html', Buffer.from(html)],
      ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
      ['main.1a2b3c4d.js', Buffer.from('console.log("shell")')],
    ]),
  );
}
