import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staticRuntimeSource } from '../static-runtime-source';

describe('staticRuntimeSource', () => {
  it('loads each remote module from its source file and refuses unknown ids', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'static-runtime-'));
    const file = path.join(dir, 'search-page.mjs');
    await writeFile(file, 'export default function SearchPage() { return "search"; }\n');
    const runtimeFile = path.join(dir, 'runtime.mjs');
    await writeFile(runtimeFile, staticRuntimeSource([{ id: 'mf_search/search-page', file }]));
    // Plain Node runs the generated ES module as the bundler would see it (jest's VM runs CommonJS only).
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { loadRemote, registerRemotes } from ${JSON.stringify(pathToFileURL(runtimeFile).href)};
         const found = await loadRemote('mf_search/search-page');
         const missing = await loadRemote('mf_search/nothing').catch((error) => error.message);
         console.log(JSON.stringify([found.default(), missing, registerRemotes() ?? null]));`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual([
      'search',
      'mf_search/nothing is not part of the one-app build',
      null,
    ]);
  });
});
