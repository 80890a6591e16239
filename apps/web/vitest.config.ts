import { defineConfig } from 'vitest/config';

// Unit tests cover pure helpers and need none of the app's Vite plugins.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
