// Lint: the mistakes type-checking does not catch. Run by `npm test` (`npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'bench/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}', 'bench/**', 'e2e/**', 'apps/api/**', 'packages/**'], languageOptions: { globals: globals.node } },
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    rules: {
      // `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // A hook called conditionally crashed a page once (React error #300); these two rules would have said so.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // docs/architecture.md: imports go one way, shared -> lib/ui -> features -> app.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'lib/ and components/ui/ know nothing of the shop: import features and app the other way round.' }] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**'], message: 'features do not import the app; the app composes them.' }] }],
    },
  },
);
