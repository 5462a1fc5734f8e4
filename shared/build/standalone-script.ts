import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { BROWSER_TARGETS } from './browser-targets';

/** A script file the build ships as it is: compiled on its own, no bundler runtime, no imports. */
export interface StandaloneScript {
  /** Output file name, content-hashed: paint-first.1a2b3c4d.js. */
  file: string;
  code: string;
}

/**
 * Compiles a TypeScript file without imports into a classic script for BROWSER_TARGETS (minified for
 * production). Its exports (there for unit tests) go to an object nobody reads.
 */
export function compileStandaloneScript(source: string, production: boolean): StandaloneScript {
  const name = path.basename(source).replace(/\.ts$/, '');
  const { code } = transformSync(readFileSync(source, 'utf8'), {
    filename: source,
    env: { targets: BROWSER_TARGETS },
    jsc: {
      parser: { syntax: 'typescript' },
      ...(production ? { minify: { compress: true, mangle: true } } : {}),
    },
    module: { type: 'commonjs', strict: true, importInterop: 'none' },
    minify: production,
  });
  if (/\brequire\(/.test(code)) throw new Error(`${source} must not import anything: it ships alone`);
  const script = `(function(exports){${code}\n})({});\n`;
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
  return { file: `${name}.${hash}.js`, code: script };
}
