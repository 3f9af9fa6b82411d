// ESLint 9 flat config: type-aware typescript-eslint, React hooks, jsx-a11y, Storybook.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'node_modules', '.storybook/public/mockServiceWorker.js', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // storybook's await-interactions rule does not know storybook/test (TOOLCHAIN.md 11).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Imports go one way: pages -> components -> api/lib. Kept here, not in comments.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages/*', '**/pages/*'], message: 'Components must not import pages.' },
            { group: ['@/api/queries', '**/api/queries', '@tanstack/react-query'], message: 'Components take props and report through callbacks; pages fetch (STYLE.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages/*', '@/components/*', '**/pages/*', '**/components/*'], message: 'lib does not depend on the UI.' },
            { group: ['@/api', '@/api/*', '**/api', '**/api/*'], message: 'lib holds pure helpers; it does not depend on api.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/pages/*', '@/components/*', '**/pages/*', '**/components/*'], message: 'api does not depend on the UI.' }] },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.stories.tsx', '.storybook/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/unbound-method': 'off', '@typescript-eslint/require-await': 'off' },
  },
  { files: ['**/*.test.{ts,tsx}', 'src/test/**'], rules: { '@typescript-eslint/unbound-method': 'off', '@typescript-eslint/require-await': 'off' } },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
