import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // In development the API lives behind the gateway; nginx does this in production.
    proxy: { '/api': 'http://127.0.0.1:8081' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every supported browser understands <link rel="modulepreload">; older ones simply skip the hint.
    modulePreload: { polyfill: false },
  },
});
