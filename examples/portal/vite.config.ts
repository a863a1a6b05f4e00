import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Files worth compressing: text and uncompressed binaries. Images, videos and woff/woff2 fonts are already
 * compressed; source maps are not part of any page load, so their build time is not spent.
 */
const PRECOMPRESSED_FILE = /\.(?:html|js|mjs|css|json|svg|txt|ico|ttf|wasm)$/i;

/** Below this size a compressed copy saves less than the request headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside each compressible file of
 * `dir`, when the copy is smaller; the server (server/static.ts) picks one by the request's Accept-Encoding,
 * so no request pays for compression. Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!PRECOMPRESSED_FILE.test(file)) continue;
    const bytes = await readFile(join(dir, file));
    if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    if (brotli.length < bytes.length) await writeFile(join(dir, `${file}.br`), brotli);
    if (gzip.length < bytes.length) await writeFile(join(dir, `${file}.gz`), gzip);
    done.push(file);
  }
  return done;
}

/** Vite plugin: precompresses the build output once it is written (see {@link precompressDir}). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'screenplay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} files (.br, .gz)`);
    },
  };
}

/**
 * The portal's browser build. Workspace packages resolve to their TypeScript sources (the `source`
 * export condition), so the portal never depends on a stale library build. In development the API
 * server runs on API_ORIGIN and Vite proxies the server's paths to it. Built files get brotli and gzip
 * copies beside them (precompress below), which the server sends by Accept-Encoding.
 */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', 'browser', 'import', 'module', 'default'] },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin, '/fonts': apiOrigin, '/locales': apiOrigin },
  },
});
