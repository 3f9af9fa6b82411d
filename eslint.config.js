// ESLint 9 flat config, for what oxlint (.oxlintrc.json, run first by `npm run lint`) cannot run:
// React hooks' compiler rules, jsx-a11y, Storybook's rules and the folder boundaries. The
// type-aware rules (no-floating-promises, no-misused-promises, no-unsafe-*) and import cycles are
// oxlint's, with oxlint-tsgolint; eslint-plugin-oxlint turns off here whatever oxlint checks.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import oxlint from 'eslint-plugin-oxlint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'node_modules', '.storybook/public/mockServiceWorker.js', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // A disable comment may be for oxlint's rules (react-hooks' compiler rules, no-control-regex),
    // which are off here: ESLint would call it unused.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Imports go one way: pages -> components -> api/lib. Kept here, not in comments (cycles: oxlint).
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
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Last: off here whatever .oxlintrc.json has oxlint check.
  ...oxlint.buildFromOxlintConfigFile('./.oxlintrc.json'),
);
