import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { catalogSplit, LOGIN_START } from './scripts/catalog-split.ts';
import { precompress } from './scripts/precompress.ts';

// STACK.md "Lingui macros under Vite 8": macros compiled by @rolldown/plugin-babel.
export default defineConfig({
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    // /login's messages in their own catalog part: what src/main.tsx and the login page import.
    catalogSplit({ start: LOGIN_START }),
    vanillaExtractPlugin(),
    // dist/assets/*.br and *.gz beside each text file, sent to browsers that accept them.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // Read by the server for the stylesheets of the pages it renders (server/page-render.ts);
    // `npm run build:ssr` writes their renderer to dist-ssr/.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Everything the entry imports statically in the entry chunk itself: rolldown would
    // otherwise cut it into shared chunks (react, xstate, valibot...) that lazy pages also
    // import, each one more request and gzip stream at start (docs/performance.md).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
