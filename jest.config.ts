import type { Config } from 'jest';

const packages = [
  'shared',
  'shell',
  'mf-search',
  'mf-vehicle',
  'mf-finance',
  'mf-leads',
  'mf-locations',
  'infra',
];

/** One jest run over every package; each package keeps its own project settings (jsdom for UI, node for infra). */
const config: Config = {
  projects: packages.map((dir) => `<rootDir>/${dir}/jest.config.ts`),
};

export default config;
