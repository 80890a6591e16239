import { defineConfig } from 'vitest/config';

// Unit tests, and test/ which builds and serves the app to check what `vite preview` sends; the
// browser journeys in e2e/ run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
});
