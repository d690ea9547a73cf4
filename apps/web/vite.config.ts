import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Vite reads its config from the default export: the one exception to named exports.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself: the polyfill would only add weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in the entry's one file: split up, the sign-in
          // page fetched eight files (each compressed on its own, each a request).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/meta.json': API_ORIGIN,
    },
  },
});
