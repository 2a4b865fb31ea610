import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// STACK.md "Lingui macros under Vite 8": macros compiled by @rolldown/plugin-babel.
export default defineConfig({
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
