import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createShellIndex, shellScripts } from '../shell-index';

const html =
  '<html><head></head><body><div id="root"></div><script defer src="/shell/main.1a2b3c4d.js"></script></body></html>';
const manifest = {
  metaData: { publicPath: '/shell/' },
  shared: [
    { name: 'react', assets: { js: { sync: ['121.aa.js'], async: [] } } },
    { name: 'react-dom', assets: { js: { sync: ['275.bb.js', '121.aa.js'], async: ['9.cc.js'] } } },
    { name: 'broken', assets: {} },
  ],
};

describe('shellScripts', () => {
  it('lists the entry and every shared chunk once, at the public path', () => {
    expect(shellScripts(html, manifest)).toEqual([
      '/shell/main.1a2b3c4d.js',
      '/shell/121.aa.js',
      '/shell/275.bb.js',
    ]);
  });

  it('lists a paint-first script and then the entry it starts', () => {
    const paintFirst =
      '<body><script data-main="/shell/main.1a2b3c4d.js" defer src="/shell/paint-first.5e6f7a8b.js"></script></body>';
    expect(shellScripts(paintFirst, null)).toEqual([
      '/shell/paint-first.5e6f7a8b.js',
      '/shell/main.1a2b3c4d.js',
    ]);
  });

  it('keeps the entry when the manifest is missing or odd', () => {
    expect(shellScripts(html, null)).toEqual(['/shell/main.1a2b3c4d.js']);
    expect(shellScripts(html, { shared: 'nope' })).toEqual(['/shell/main.1a2b3c4d.js']);
  });
});

describe('createShellIndex', () => {
  it('reads the page and its scripts, null while the shell is not built', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-index-'));
    const index = createShellIndex(dir);
    expect(await index.read()).toBeNull();
    await writeFile(path.join(dir, 'index.html'), html);
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const build = await index.read();
    expect(build?.html).toBe(html);
    expect(build?.scripts).toHaveLength(3);
    await rm(dir, { recursive: true, force: true });
  });
});
