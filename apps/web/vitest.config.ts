import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Vitest reads a project config from the default export, like Vite.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Above the 10 s async wait of src/test/setup.ts, so a slow wait fails with its own message.
    testTimeout: 30_000,
  },
});
