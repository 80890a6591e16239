import { defineConfig } from 'vitest/config';

// Unit tests only; the browser journeys in e2e/ run under Playwright.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node', passWithNoTests: true },
});
