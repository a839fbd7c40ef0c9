// Lint: typescript-eslint (type-checked), react-hooks, jsx-a11y and the import arrows of the README's folder map.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** The layers the product and its data are made of: the last layers may import every one. */
const productLayers = ['domain', 'api', 'machines', 'runtime', 'ui', 'fake-api', 'fixtures'];

const layers = [...productLayers, 'scenarios', 'property-tests', 'e2e', 'scripts'];

/** Which layers each layer may import (README.md "Folder map"). */
const allowed = {
  domain: [],
  api: ['domain'],
  machines: ['domain', 'api'],
  // The composition root: builds the actor system from the machines and their effects, no React.
  runtime: ['machines', 'domain', 'api'],
  ui: ['runtime', 'machines', 'domain', 'api'],
  'fake-api': ['domain', 'fixtures'],
  fixtures: ['domain'],
  // Nothing imports the layers below: they sit at the end of the one-way flow. Scenarios and their
  // drivers run the runtime without the views.
  scenarios: productLayers.filter((l) => l !== 'ui'),
  'property-tests': [...productLayers, 'scenarios'],
  e2e: [...productLayers, 'scenarios'],
};

const zones = Object.entries(allowed).map(([target, may]) => ({
  target: `./${target}`,
  from: layers.filter((l) => l !== target && !may.includes(l)).map((l) => `./${l}`),
  message: `${target}/ may import only ${may.length ? may.join(', ') : 'nothing of the project'} (README.md "Folder map").`,
}));

/** scripts/ is the last layer: its own files import each other, nothing else imports them. */
const nothingImportsScripts = {
  target: layers.filter((l) => l !== 'scripts').map((l) => `./${l}`),
  from: './scripts',
  message: 'Nothing imports scripts/ (README.md "Folder map"): move shared code into its layer.',
};

/** The events that have the root or the feed memory spawn an actor. */
const SPAWNING_EVENTS = '/^(pin\\.spawn|pin\\.mount|page\\.spawn|page\\.mount|feed\\.show)$/';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'docs/**',
      'test-results/**',
      'playwright-report/**',
      '.api-bundle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import/no-restricted-paths': ['error', { zones }],
      // Import circles are found by scripts/check-circles.ts (type-only and lazy imports
      // included), in a fraction of the time import/no-cycle took.
    },
  },
  {
    // The scenario player replays scripts from scenarios/ in the browser (docs/decisions/002).
    files: ['ui/player/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: zones.map((z) =>
            z.target === './ui' ? { ...z, from: z.from.filter((f) => f !== './scenarios') } : z,
          ),
        },
      ],
    },
  },
  {
    // machines/ reach the api layer through its types only: effects are invoked actors.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*'],
              allowTypeImports: true,
              message: 'machines/ import only types from api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // runtime/ is the actor system without views: no React, no router, nothing of ui/.
    files: ['runtime/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', '@xstate/react', 'react-router'].map((name) => ({
            name,
            message: 'runtime/ runs without React: views live in ui/.',
          })),
          patterns: [
            {
              group: ['react-dom/*', 'react-router/*'],
              message: 'runtime/ runs without React: views live in ui/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No view spawns an actor while React renders (docs/decisions/088): the root spawns a view's
    // actors on the mount events the hooks send from a layout effect (ui/app/page-actor.ts,
    // ui/app/pin-actor.ts) and the feed memory its feeds on `feed.show` (ui/feed/use-feed.ts, and
    // the grid's own node); a handler asks with `pinActorAt` or `pinActorFor`.
    files: ['ui/**/*.ts', 'ui/**/*.tsx'],
    ignores: [
      'ui/app/page-actor.ts',
      'ui/app/pin-actor.ts',
      'ui/feed/use-feed.ts',
      'ui/feed/pin-grid.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name='type'][value.value=${SPAWNING_EVENTS}]`,
          message:
            'Views never spawn: hold a page or per-pin actor with usePageActor or usePinActor, a feed with useFeed (docs/decisions/088).',
        },
      ],
    },
  },
  {
    // Tests, their support files and scripts are never bundled: they may reach fixtures and the
    // fake API.
    // Nothing imports scripts/, tests included: code that tests share lives in its layer.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts', 'scripts/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [nothingImportsScripts] }],
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Hooks live in .ts files too (use-feed.ts, ...): the hook rules read every ui/ module.
    files: ['ui/**/*.ts', 'ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['ui/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['*.js', '*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
