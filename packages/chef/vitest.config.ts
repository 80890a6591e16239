import { defineConfig } from 'vitest/config';

// The property tests cook over a thousand requests; on a busy 2-core CI machine that can take far
// longer than vitest's 5 s default. Their speed is measured by bench/, not asserted here.
export default defineConfig({ test: { testTimeout: 120_000 } });
