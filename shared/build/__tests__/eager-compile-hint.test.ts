import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const RSPACK = path.resolve(__dirname, '../../../node_modules/.bin/rspack');
const PLUGIN = path.resolve(__dirname, '../eager-compile-hint.ts');
/** V8's magic comment, spelled out here (the plugin's module needs rspack, an ES module jest cannot load). */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A minified production build of an entry with one lazy chunk, with or without the plugin, by the rspack
 * CLI (rspack is an ES module, which jest's VM cannot load).
 */
function build(withHint: boolean): Map<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hint-'));
  writeFileSync(path.join(dir, 'entry.js'), 'import("./later").then((m) => console.log(m.twice(21)));\n');
  writeFileSync(path.join(dir, 'later.js'), 'export function twice(n) { return n * 2; }\n');
  writeFileSync(
    path.join(dir, 'rspack.config.ts'),
    `import { EagerCompileHintPlugin } from ${JSON.stringify(PLUGIN)};
     export default {
       mode: 'production',
       context: ${JSON.stringify(dir)},
       entry: { main: './entry.js' },
       output: { filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
       plugins: ${withHint ? '[new EagerCompileHintPlugin()]' : '[]'},
     };`,
  );
  execFileSync(RSPACK, ['build', '-c', path.join(dir, 'rspack.config.ts')], { cwd: dir, stdio: 'pipe' });
  const out = path.join(dir, 'dist');
  return new Map(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
}

describe('EagerCompileHintPlugin', () => {
  let plain: Map<string, string>;
  let hinted: Map<string, string>;
  beforeAll(() => {
    [plain, hinted] = [build(false), build(true)];
  });

  it('starts every JavaScript chunk, the entry and the lazy one, with the hint (after minification kept it)', () => {
    expect(hinted.size).toBe(2);
    for (const code of hinted.values()) expect(code.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    for (const code of plain.values()) expect(code).not.toContain('allFunctionsCalledOnLoad');
  });

  it('changes nothing else in the code', () => {
    const strip = (files: Map<string, string>) =>
      [...files.values()].map((code) => code.replace(EAGER_COMPILE_HINT, '').replace(/[0-9a-f]{8}/g, '#'));
    expect(strip(hinted).sort()).toEqual(strip(plain).sort());
  });

  it('names each file by the hash of its final content, so a cached file never lacks the hint', () => {
    const hashes = (files: Map<string, string>) => [...files.keys()].map((file) => file.split('.')[1]);
    expect(hashes(hinted).sort()).not.toEqual(hashes(plain).sort());
    const entry = [...hinted].find(([file]) => file.startsWith('main.'))!;
    const lazy = [...hinted].find(([file]) => !file.startsWith('main.'))![0];
    expect(entry[1]).toContain(lazy.split('.')[1]);
  });
});
