import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path: Node loads this config, and the domain package's entry is TypeScript it cannot load.
import { ROUTES } from '../../packages/domain/src/auth/routes';
import { REALTIME_PATH } from '../../packages/domain/src/notifications/realtime';
import { STORAGE_KEYS } from '../../packages/domain/src/session/storage-keys';
import { landingPreload } from './build-plugins/landing-preload';
import { precompress } from './build-plugins/precompress';
import { LANDING_FILES_TEMPLATE_ID } from './src/app/landing-files';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Vite reads its config from the default export: the one exception to named exports.
export default defineConfig({
  plugins: [
    react(),
    // The dashboard, where a signed-in user opens the app and a sign-in lands (app/landing.ts).
    landingPreload({
      templateId: LANDING_FILES_TEMPLATE_ID,
      modules: [
        'src/app/app-routes.tsx',
        'src/app/layouts/dashboard-layout.tsx',
        'src/features/dashboard/pages/dashboard-home-page.tsx',
      ],
      sessionKey: STORAGE_KEYS.token,
      // '/' and '/login' send a signed-in user on to the dashboard.
      paths: new RegExp(`^(${ROUTES.root}|${ROUTES.login}|${ROUTES.dashboard}(/.*)?)$`),
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself: the polyfill would only add weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in the entry's one file: split up, the
            // sign-in page fetched eight files, each compressed on its own and each a request.
            { name: 'index', tags: ['$initial'] },
            // The small modules every signed-in screen shares (http client, permission checks, the
            // domain's paths and codes) in one file: left alone they made eight files of a few
            // hundred bytes on the dashboard's first load, a round trip each on a slow line.
            {
              name: 'app-core',
              test: /apps\/web\/src\/lib\/(http|permissions|query-cache|query-keys)\.ts|packages\/domain\/src\/(.*\/(paths|routes|access|checks|catalogue|codes|terms-gate)|masters\/company-masters)\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Before '/api': the first matching entry proxies, and only this one upgrades to a websocket.
      [REALTIME_PATH]: { target: API_ORIGIN, ws: true },
      '/api': API_ORIGIN,
      '/meta.json': API_ORIGIN,
    },
  },
});
