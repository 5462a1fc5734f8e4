import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

/** Jest settings of one package: jsdom for browser packages, node for the platform server. */
export function jestProject(displayName: string, environment: 'jsdom' | 'node' = 'jsdom'): Config {
  return {
    displayName,
    testEnvironment: environment,
    transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
    testMatch: [
      '<rootDir>/src/**/__tests__/**/*.test.ts?(x)',
      '<rootDir>/build/**/__tests__/**/*.test.ts',
      '<rootDir>/bench/**/__tests__/**/*.test.ts',
    ],
    setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.setup-dom.ts'] : [],
    moduleNameMapper: {
      '^@dealerline/shared$': '<rootDir>/../shared/src/index.ts',
      '^@dealerline/shared/rules$': '<rootDir>/../shared/src/rules/index.ts',
      '^@dealerline/shared/boot$': '<rootDir>/../shared/src/platform/boot.ts',
      '^@dealerline/shared/forms$': '<rootDir>/../shared/src/forms/index.ts',
      '^@dealerline/shared/ui$': '<rootDir>/../shared/src/ui/index.ts',
      '^@dealerline/shared/testing$': '<rootDir>/../shared/testing/index.ts',
    },
    globals: { __APP_NAME__: displayName, __APP_VERSION__: '0.0.0-test', __BUILD_NOTE__: '' },
  } as Config;
}
