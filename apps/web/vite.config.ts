import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import, not '@sous/domain/security-headers': Node loads this config's bare imports
// itself and cannot run a workspace package's TypeScript; relative ones are bundled with it.
import { securityHeaders } from '../../packages/domain/src/security-headers.ts';

// Same-origin /api keeps the session cookie first-party in dev and preview. Shared recipe pages
// (/r/{token}) are HTML from the API too (link previews run no JavaScript); a regex, so /recipe/ stays here.
const apiTarget = { target: process.env.SOUS_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false };
const apiProxy = { '/api': apiTarget, '^/r/': apiTarget };

// Installable and offline (docs/decisions/099): Workbox precaches the app shell and every route chunk;
// recipes kept for offline reading live in IndexedDB, written by the app, never in the worker's caches.
const pwa = VitePWA({
  // A new version waits for the cook's "Reload" (features/offline/app-status.tsx), never reloads by itself.
  registerType: 'prompt',
  // Registered from a lazy chunk once the page is idle, to keep the home route within its budget.
  injectRegister: false,
  mode: 'production',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Sous — AI recipes from what you have',
    short_name: 'Sous',
    description: 'Sous turns the ingredients you have into three AI recipe ideas.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#c2410c',
    background_color: '#ffffff',
    lang: 'en',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    // The API, the shared recipe pages (HTML from the API) and /admin are never the app shell.
    navigateFallbackDenylist: [/^\/api\//, /^\/r\//, /^\/admin(?:\/|$)/],
    // The first visit is controlled at once, so a recipe saved on it opens offline without a reload;
    // an update still waits for the prompt (no skipWaiting).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // No runtimeCaching: API answers are personal and stay out of the worker's caches.
  },
});

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss(), pwa],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy, headers: securityHeaders('web') },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads the manifest to find the JS the home route loads.
    manifest: true,
    // Every browser the es2022 target reaches but Safari 16 preloads modules itself; there the polyfill
    // only fetched the entry's imports a round trip sooner. Its 0.35 KB gzip paid for the service
    // worker's lazy start within the home route's budget (docs/decisions/099).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @sous/domain's modules only declare schemas and constants: unused ones may be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]/.test(id) },
    },
  },
});
