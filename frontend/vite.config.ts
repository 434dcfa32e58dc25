import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const name = env.VITE_COMPANION_NAME || 'Sage';
  return {
    plugins: [
      react(),
      tailwindcss(),
      // Installable, and the shell works with no network: the service worker precaches the built app
      // (every route's chunk, so the crisis resources, /safety, /safety-plan and /grounding open offline) and
      // answers page navigations with index.html. It never caches the API: /api is left to the network.
      VitePWA({
        registerType: 'autoUpdate',
        // A small script tag of its own, not part of the landing JavaScript.
        injectRegister: 'script-defer',
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          name: `${name}: a calm place to talk`,
          short_name: name,
          description:
            'An anonymous, free companion to talk about how you feel, with grounding exercises and crisis resources.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#fafaf9',
          theme_color: '#0f766e',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          globIgnores: ['images/**'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api(\/|$)/],
          // No runtime caching at all: API answers (chat, sessions) are never stored by the worker.
          runtimeCaching: [],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: 5173,
      // In development the API lives behind the gateway; nginx does this in production.
      proxy: { '/api': 'http://127.0.0.1:8081' },
    },
    build: {
      outDir: 'dist',
      // No source maps on the public site: they would publish the readable source next to the bundle.
      sourcemap: false,
      manifest: true,
      // Every supported browser understands <link rel="modulepreload">; older ones simply skip the hint.
      modulePreload: { polyfill: false },
    },
  };
});
