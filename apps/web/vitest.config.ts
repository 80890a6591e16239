import { defineConfig } from 'vitest/config';

// Unit tests cover pure helpers and need none of the app's Vite plugins; test/ builds and serves
// the app itself (through vite.config.ts) to check what `vite preview` and nginx send.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
});
