// The lint gate of `npm test` (docs/architecture.md "Gates"): typescript-eslint with type
// information, the rules of hooks, and the import boundaries of the code base:
// machines never import the views or React; the browser never imports the server; the server
// imports the browser's code only through the server-render entry; a page area never imports
// another area's files; server adapters never import the domain; no import cycles anywhere. Zero warnings: `eslint --max-warnings 0`.
import { js, tseslint, importX, boundaries, reactHooks, globals } from '@trainee-portal/eslint-tools';

const ts = ['**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      'tools/**',
      'test-results/**',
      'reports/**',
      '.stryker-tmp/**',
      'server/db/migrations/**',
      'docs/**',
      // An import cycle on purpose, linted by test/gates/lint-rules.test.ts alone.
      'test/gates/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ts })),
  {
    files: ts,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Handlers given to React props and event emitters return promises on purpose.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Off: async functions here implement promise-returning interfaces (fromPromise actors, fake services and
      // stores in tests); await-thenable and no-floating-promises still catch a wrong or forgotten await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/src/**/*.{ts,tsx}', 'test/model/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/**', 'machines/**', 'src/**', 'server/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['api/**', 'machines/**', 'src/**', 'server/**'],
      // The server-render entry (npm run build:ssr bundles it into dist-ssr/, which
      // server/page-render.ts loads): the one file of src/ the server may import.
      'boundaries/files': [{ pattern: 'src/ssr/render-page.tsx', category: 'render-entry' }],
      'boundaries/elements': [
        { type: 'api', pattern: 'api' },
        { type: 'machines', pattern: 'machines' },
        { type: 'page', pattern: 'src/pages/*', capture: ['area'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'src', pattern: 'src' },
        { type: 'adapters', pattern: 'server/adapters' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            // Machines hold behaviour: no views, no React, no routing.
            { from: { element: { type: 'machines' } }, disallow: { to: { element: { types: { anyOf: ['src', 'app', 'page'] } } } } },
            {
              from: { element: { type: 'machines' } },
              disallow: { to: { module: { origin: 'external', source: ['react', 'react-dom', '@xstate/react', '@lingui/react', 'wouter'] } } },
            },
            // The one seam between the browser and the server is api/.
            {
              from: { element: { types: { anyOf: ['src', 'app', 'page', 'machines', 'api'] } } },
              disallow: { to: { element: { types: { anyOf: ['server', 'adapters'] } } } },
            },
            { from: { element: { type: 'api' } }, disallow: { to: { element: { types: { anyOf: ['src', 'app', 'page', 'machines'] } } } } },
            // What both sides use is in api/ (route paths, the guard); the server reaches the
            // app's code only through the server-render entry (its types, its built bundle).
            { from: { element: { types: { anyOf: ['server', 'adapters'] } } }, disallow: { to: { element: { types: { anyOf: ['src', 'app', 'page'] } } } } },
            { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'render-entry' } } } },
            // A page area never imports another area's files (shared parts live in src/ui, src/lib, src/app).
            { from: { element: { type: 'page' } }, disallow: { to: { element: { type: 'page', captured: { area: '!{{ from.element.captured.area }}' } } } } },
            // Adapters are the outside world: they know nothing of the domain.
            { from: { element: { type: 'adapters' } }, disallow: { to: { element: { type: 'server' } } } },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  // The API reference page's own script runs in the browser (served by server/routes/meta.ts at /api/docs/docs.js).
  { files: ['server/openapi/docs.js'], languageOptions: { globals: globals.browser } },
);
