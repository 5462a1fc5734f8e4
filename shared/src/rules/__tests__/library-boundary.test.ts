import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SINGLETON_MODULES } from '../../../build/singletons';
import * as sharedSingleton from '../../index';
import * as rules from '../index';

const SRC = path.resolve(__dirname, '../..');

/**
 * Folders of shared/src a rule may use at run time. Every app bundles its own copy of the rules it imports
 * ('@dealerline/shared/rules' is not a federation singleton), and with them these modules: they must hold no
 * state (no store, api, context or bus) and have no effect when loaded (shared/package.json's sideEffects).
 */
const STATELESS_FOLDERS = ['rules', 'domain', 'format'];

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

/** Every module the rules' entry reaches at run time, and every package it imports. */
function reachedFromRules(): { modules: string[]; packages: string[] } {
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
  visit(path.join(SRC, 'rules', 'index.ts'));
  return { modules: [...seen].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

describe("the rules library ('@dealerline/shared/rules')", () => {
  it('reaches only stateless modules: rules, domain and format', () => {
    const { modules } = reachedFromRules();
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter((file) => !STATELESS_FOLDERS.includes(file.split(path.sep)[0]!))).toEqual([]);
  });

  it('imports no shared singleton: nothing a rule uses needs the share scope', () => {
    const singletons: readonly string[] = SINGLETON_MODULES;
    const { packages } = reachedFromRules();
    expect(packages).toContain('libphonenumber-js/core');
    expect(
      packages.filter((name) => singletons.some((id) => name === id || name.startsWith(`${id}/`))),
    ).toEqual([]);
  });

  it('is not part of the singleton: the shell ships no rule a page does not use', () => {
    const singletonNames = new Set(Object.keys(sharedSingleton));
    const ruleNames = Object.keys(rules);
    expect(ruleNames.length).toBeGreaterThan(100);
    expect(ruleNames.filter((name) => singletonNames.has(name))).toEqual([]);
  });
});
