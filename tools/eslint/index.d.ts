// The types of index.js's re-exports, for TypeScript importers (test/gates/lint-rules.test.ts).
export { default as js } from '@eslint/js';
export { default as tseslint } from 'typescript-eslint';
export { default as importX } from 'eslint-plugin-import-x';
export { default as boundaries } from 'eslint-plugin-boundaries';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as globals } from 'globals';
