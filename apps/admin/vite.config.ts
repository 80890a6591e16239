import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A relative import, not '@sous/domain/security-headers': Node loads this config's bare imports
// itself and cannot run a workspace package's TypeScript; relative ones are bundled with it.
import { securityHeaders } from '../../packages/domain/src/security-headers.ts';

// Same-origin /api keeps the admin cookie first-party (SameSite=Strict) in dev and preview.
const apiProxy = {
  '/api': { target: process.env.SOUS_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 5174, proxy: apiProxy, headers: securityHeaders('admin') },
  build: { target: 'es2022' },
});
