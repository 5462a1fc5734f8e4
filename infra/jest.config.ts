import type { Config } from 'jest';
import { jestProject } from '../jest.project';

const base = jestProject('infra', 'node');

/**
 * Two node_modules jest's VM cannot load as they ship: PGlite's CommonJS build loads Node built-ins with
 * dynamic import() (refused without --experimental-vm-modules), and light-my-request (Fastify's inject) uses
 * an ESM-only `cookie`. SWC compiles both to plain CommonJS.
 */
const pglite: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs', ignoreDynamic: false },
  },
];

const COMPILED = ['@electric-sql/pglite', 'light-my-request/node_modules/cookie'];

const config: Config = {
  ...base,
  transform: { '/@electric-sql/pglite/dist/.+\\.c?js$': pglite, ...base.transform },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${COMPILED.join('|')})/).*/node_modules/`],
};

export default config;
