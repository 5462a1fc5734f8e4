import path from 'node:path';
import { SINGLETON_MODULES } from '../../../build/singletons';
import { folderOf, reachedFrom } from '../../__tests__/module-graph';
import * as sharedSingleton from '../../index';
import * as rules from '../index';

/**
 * Folders of shared/src a rule may use at run time. Every app bundles its own copy of the rules it imports
 * ('@dealerline/shared/rules' is not a federation singleton), and with them these modules: they must hold no
 * state (no store, api, context or bus) and have no effect when loaded (shared/package.json's sideEffects).
 */
const STATELESS_FOLDERS = ['rules', 'domain', 'format'];

const reachedFromRules = () => reachedFrom(path.join('rules', 'index.ts'));

describe("the rules library ('@dealerline/shared/rules')", () => {
  it('reaches only stateless modules: rules, domain and format', () => {
    const { modules } = reachedFromRules();
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter((file) => !STATELESS_FOLDERS.includes(folderOf(file)))).toEqual([]);
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
