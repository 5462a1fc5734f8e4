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

/** One TypeScript file without imports as the body of a function, for BROWSER_TARGETS (minified for production). */
function compileFile(source: string, production: boolean): string {
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
  return code;
}

/**
 * Compiles TypeScript files without imports into one classic script, named after the first, each file in a
 * function of its own run in the order given (one request for all of them). Their exports (there for unit
 * tests) go to an object nobody reads.
 */
export function compileStandaloneScript(
  sources: string | readonly string[],
  production: boolean,
): StandaloneScript {
  const files = typeof sources === 'string' ? [sources] : sources;
  const name = path.basename(files[0]!).replace(/\.ts$/, '');
  const script = files
    .map((source) => `(function(exports){${compileFile(source, production)}\n})({});\n`)
    .join('');
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
  return { file: `${name}.${hash}.js`, code: script };
}
