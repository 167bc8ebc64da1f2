// Lint: the mistakes type-checking does not catch. Run by `npm test` (`npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One API layer's forbidden imports: relative paths into the named folders, or to any route file. */
function apiLayer(layer, above, message, ...more) {
  const group = above.flatMap((folder) => [`**/${folder}/**`, `**/${folder}`]);
  if (above.includes('routes')) group.push('**/*.routes');
  return { files: [`apps/api/src/${layer}/**/*.ts`], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }, ...more] }] } };
}

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
    // STYLE.md: imports go one way, shared -> lib/ui -> features -> app.
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
  // API layers go one way: routes -> workflows -> modules -> db, with lib/ at the bottom and plugins/ as
  // infrastructure for routes (docs/decisions/031). Tests may reach whatever they check, so the rules skip them.
  {
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/db/schema/**', '**/db/schema', '**/db/query', 'drizzle-orm', 'drizzle-orm/*'], message: 'routes stay thin: they reach tables through a module or a workflow.' }] }],
    },
  },
  apiLayer('modules', ['workflows', 'routes', 'plugins'], 'a module owns its tables and knows no workflow, route or plugin: what spans two domains is a workflow (workflows/).',
    // '../<other module>/<file>' unless the file is that module's service: its public face, never its internals.
    { regex: '^\\.\\./[^./][^/]*/(?!.*\\.service$)', message: "a module may call another module's *.service.ts, never its internals; a flow over two domains is a workflow." }),
  apiLayer('workflows', ['routes', 'plugins'], 'routes call workflows, never the other way round; HTTP stays in routes/ and plugins/.'),
  apiLayer('plugins', ['routes', 'workflows'], 'plugins are infrastructure for routes: they may use modules, db and lib, not routes or workflows.'),
  apiLayer('db', ['modules', 'workflows', 'routes', 'plugins'], 'db/ is the bottom of the shop: schema, client and migrations import no layer above them.'),
  apiLayer('lib', ['db', 'modules', 'workflows', 'routes', 'plugins'], 'lib/ is the floor: every layer imports it, it imports none of them.'),
);
