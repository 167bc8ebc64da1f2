// Lint: the mistakes type-checking does not catch. Run by `npm test` (`npm run lint`).
import { existsSync, readdirSync } from 'node:fs';
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

/** The back office (src/admin, docs/decisions/038) is its own bundle: no code of the shop imports it. */
const NO_ADMIN = { group: ['**/admin/**', '**/admin'], message: "the shop never imports the back office (src/admin/): it is another page's bundle, which no shopper downloads." };

/**
 * The back office's files sit one to four folders under src/admin: an import climbing out of src/admin may reach
 * only lib/ and components/ui/ (its style sheet, admin.css, takes the shop's theme.css), never the shop's
 * features, app, api or i18n.
 */
const adminImports = [1, 2, 3, 4].map((depth) => ({
  files: [`apps/web/src/admin/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{
      regex: `^(\\.\\./){${depth}}(?!lib/|components/ui/)`,
      message: "the back office imports only lib/, components/ui/, @shop/shared and its own files: never the shop's features, app, api or i18n.",
    }] }],
  },
}));

/** The back office's import rule for a file `depth` folders under src/admin, with the patterns of its layer. */
const adminLayer = (files, depth, ...patterns) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{
      regex: `^(\\.\\./){${depth}}(?!lib/|components/ui/)`,
      message: "the back office imports only lib/, components/ui/, @shop/shared and its own files: never the shop's features, app, api or i18n.",
    }, ...patterns] }],
  },
});
const ADMIN_SCREENS = { group: ['**/routes/**', '**/routes', '**/layout/**', '**/router'], message: 'the back office\'s routes and layout compose features and the kit: nothing below them imports them.' };
const ADMIN_FEATURES_DIR = new URL('./apps/web/src/admin/features', import.meta.url);

/**
 * The back office is built like the shop (docs/decisions/062): thin routes/ compose features/<area>/, which use the
 * kit (kit/), api/, components/ and i18n/. The kit knows no feature; a feature never imports another feature.
 */
const adminLayers = [
  adminLayer(['apps/web/src/admin/kit/*.{ts,tsx}'], 2, ADMIN_SCREENS, { group: ['**/features/**', '**/features'], message: 'the kit knows no feature: a feature uses the kit, not the other way round.' }),
  ...(existsSync(ADMIN_FEATURES_DIR) ? readdirSync(ADMIN_FEATURES_DIR) : []).flatMap((feature) =>
    [1, 2, 3].map((depth) =>
      adminLayer([`apps/web/src/admin/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`], depth + 2, ADMIN_SCREENS, {
        regex: `^(\\.\\./){${depth}}(?!\\.\\./|${feature}/)|/features/(?!${feature}/)`,
        message: 'back-office features never import another feature: share through the kit, api/ or components/, or let the route compose them.',
      }),
    ),
  ),
];

/**
 * Back-office files stay small enough to read at once: a route is a thin file (120 lines), a feature's file 200.
 * Every line counts, blank and comment lines too, as `wc -l` counts them; tests are left out.
 */
const adminSizes = [
  {
    files: ['apps/web/src/admin/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
  },
  { files: ['apps/web/src/admin/features/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] } },
];

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
  // The app, the texts and the entries import everything of the shop, and nothing of the back office. The typed
  // keys of i18next (one declaration for the whole program) name the back office's catalogue as a type only.
  {
    files: ['apps/web/src/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/i18n/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/i18next.d.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_ADMIN] }] },
  },
  ...adminImports,
  ...adminLayers,
  ...adminSizes,
  // Imports go one way: shared -> lib, components -> api (one module per server resource) -> features -> app
  // (docs/decisions/033). Each layer names what it may not import; a feature never imports another feature.
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**', '**/api/**'], message: 'lib/ and components/ know nothing of the shop\'s resources, features or app: import them the other way round.' }, NO_ADMIN] }],
    },
  },
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**', '**/components/**'], message: 'A resource module imports only lib/ and @shop/shared: screens use it, not the other way round.' }, NO_ADMIN] }],
    },
  },
  // A feature's files sit one, two or three folders deep: an import climbing out of its own feature into a
  // sibling folder of features/ is another feature's.
  ...readdirSync(new URL('./apps/web/src/features', import.meta.url)).flatMap((feature) =>
    [1, 2, 3].map((depth) => ({
      files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [
          NO_ADMIN,
          { group: ['**/app/**'], message: 'features do not import the app; the app composes them.' },
          {
            regex: `^(\\.\\./){${depth}}(?!\\.\\./|${feature}/)|/features/(?!${feature}/)`,
            message: 'features never import another feature: share through api/, components/ or lib/, or let the app compose them.',
          },
        ] }],
      },
    })),
  ),
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
  // A workflow composes services: the tables are its modules' own, written only by their *.service.ts (docs/decisions/061).
  apiLayer('workflows', ['routes', 'plugins'], 'routes call workflows, never the other way round; HTTP stays in routes/ and plugins/.',
    { group: ['**/db/schema/**', '**/db/schema', '**/db/query', 'drizzle-orm', 'drizzle-orm/*'], message: "a workflow calls its modules' services, never tables: each table is read and written by the module that owns it." }),
  apiLayer('plugins', ['routes', 'workflows'], 'plugins are infrastructure for routes: they may use modules, db and lib, not routes or workflows.'),
  apiLayer('db', ['modules', 'workflows', 'routes', 'plugins'], 'db/ is the bottom of the shop: schema, client and migrations import no layer above them.'),
  apiLayer('lib', ['db', 'modules', 'workflows', 'routes', 'plugins'], 'lib/ is the floor: every layer imports it, it imports none of them.'),
);
