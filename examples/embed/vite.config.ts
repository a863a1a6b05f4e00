import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A plain Vite + React app. No `resolve.conditions` and no aliases: `@screenplay/*` resolve through
 * node_modules and each package's `exports` to its built `dist/`, exactly as in an app that installed them.
 * `base: './'` lets dist/ be served from any path.
 */
export default defineConfig({ base: './', plugins: [react()] });
