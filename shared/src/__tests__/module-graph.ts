import { readFileSync } from 'node:fs';
import path from 'node:path';

/** shared/src: the folder the paths of reachedFrom are relative to. */
export const SRC = path.resolve(__dirname, '..');

/** The modules a file imports for their values (`import type` and inline `type` names are erased). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gm)]
    .filter(([, typeOnly, clause]) => {
      if (typeOnly) return false;
      const names = /\{([^}]*)\}/.exec(clause!)?.[1];
      if (names === undefined) return true;
      return names.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type '));
    })
    .map(([, , , specifier]) => specifier!);
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next candidate
    }
  }
  throw new Error(`${from} imports ${specifier}, which does not resolve`);
}

/**
 * Every module of shared/src an entry reaches at run time through relative imports (paths relative to
 * shared/src), and every package it imports on the way.
 */
export function reachedFrom(entry: string): { modules: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, entry));
  return { modules: [...seen].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

/** The top folder of a module path relative to shared/src ('' for a file at its top). */
export const folderOf = (module: string): string =>
  module.includes(path.sep) ? module.split(path.sep)[0]! : '';
