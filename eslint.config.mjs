import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'bench-report/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Browser code may only import the federation singletons' own entry points (shared/build/singletons.ts):
    // a sub-path such as '@reduxjs/toolkit/query' or 'immer' would bundle a second copy into the remote.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@reduxjs/toolkit/query',
              message: "Import from '@reduxjs/toolkit/query/react' (shared).",
            },
            { name: 'immer', message: "Use @reduxjs/toolkit's immer (shared)." },
            { name: 'reselect', message: "Use @reduxjs/toolkit's createSelector (shared)." },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use PageLink from @dealerline/shared: react-router's links render again on every navigation.",
            },
          ],
        },
      ],
    },
  },
);
