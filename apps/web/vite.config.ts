import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A relative import, not '@sous/domain/security-headers': Node loads this config's bare imports
// itself and cannot run a workspace package's TypeScript; relative ones are bundled with it.
import { securityHeaders } from '../../packages/domain/src/security-headers.ts';

// Same-origin /api keeps the session cookie first-party in dev and preview. Shared recipe pages
// (/r/{token}) are HTML from the API too (link previews run no JavaScript); a regex, so /recipe/ stays here.
const apiTarget = { target: process.env.SOUS_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false };
const apiProxy = { '/api': apiTarget, '^/r/': apiTarget };

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy, headers: securityHeaders('web') },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads the manifest to find the JS the home route loads.
    manifest: true,
    rolldownOptions: {
      // @sous/domain's modules only declare schemas and constants: unused ones may be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]/.test(id) },
    },
  },
});
