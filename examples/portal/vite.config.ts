import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The portal's browser build. Workspace packages resolve to their TypeScript sources (the `source`
 * export condition), so the portal never depends on a stale library build. In development the API
 * server runs on API_ORIGIN and Vite proxies the server's paths to it.
 */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source', 'browser', 'import', 'module', 'default'] },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin, '/fonts': apiOrigin, '/locales': apiOrigin },
  },
});
