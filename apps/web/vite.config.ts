import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Vite reads its config from the default export: the one exception to named exports.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/meta.json': API_ORIGIN,
    },
  },
});
