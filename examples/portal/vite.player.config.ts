import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { build, defineConfig, type Plugin } from 'vite';
import { precompressDir } from './vite.config';

/**
 * The web player's browser build (`/player`): its own entry and bundle, no portal code. React is Preact's
 * compat layer (about a tenth of react-dom's size), so the layer renderers of `@screenplay/ui/layers` run
 * unchanged in a small first load. Output goes under the portal's client build (`dist/client/player/`), served
 * by server/static.ts; the service worker is built after the page, with the page's files as its precache list,
 * and everything gets brotli and gzip copies like the portal's files.
 */
const root = resolve(import.meta.dirname, 'player');
const outDir = resolve(import.meta.dirname, 'dist/client/player');
const conditions = ['source', 'browser', 'import', 'module', 'default'];

/** The React entry points, answered by Preact's compat layer. */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

const MESSAGES_ID = 'virtual:player-messages';
/** The product's own name, which the player shows until its screen's brand names another (issue 25). */
const PRODUCT_NAME_KEY = 'app.name';

/**
 * `virtual:player-messages`: the texts the player shows (`player.*`, and the product's name), those the layer renderers ask for
 * (`LAYER_MESSAGE_IDS`), read from core's catalogue at build time instead of shipping all of it.
 */
function playerMessages(): Plugin {
  return {
    name: 'screenplay-player-messages',
    resolveId: (id) => (id === MESSAGES_ID ? `\0${MESSAGES_ID}` : null),
    async load(id) {
      if (id !== `\0${MESSAGES_ID}`) return null;
      const repo = resolve(import.meta.dirname, '../..');
      const { EN_MESSAGES } = (await tsImport(
        join(repo, 'packages/core/src/messages/messages.ts'),
        import.meta.url,
      )) as {
        EN_MESSAGES: Record<string, string>;
      };
      const { LAYER_MESSAGE_IDS } = (await tsImport(
        join(repo, 'packages/ui/src/layers/layers.messages.ts'),
        import.meta.url,
      )) as { LAYER_MESSAGE_IDS: Record<string, string> };
      const wanted = new Set(Object.values(LAYER_MESSAGE_IDS));
      const picked = Object.fromEntries(
        Object.entries(EN_MESSAGES).filter(
          ([key]) => key.startsWith('player.') || key === PRODUCT_NAME_KEY || wanted.has(key),
        ),
      );
      return `export const PLAYER_MESSAGES = ${JSON.stringify(picked)};`;
    },
  };
}

/** The files a service worker precaches: the page and its assets (not maps, compressed copies or itself). */
async function precacheManifest(dir: string): Promise<Array<{ url: string; revision: string | null }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .filter((file) => !/\.(?:map|br|gz)$/.test(file) && file !== 'sw.js');
  return Promise.all(
    files.sort().map(async (file) => ({
      url: `/player/${file}`,
      // Hashed names carry their revision; others (index.html, the stylesheet's copy) by their content's hash.
      revision: file.startsWith('assets/')
        ? null
        : createHash('sha256')
            .update(await readFile(join(dir, file)))
            .digest('hex')
            .slice(0, 16),
    })),
  );
}

/**
 * Builds `player/sw.ts` into `sw.js` (one classic script, no imports) once the page is written, with the
 * page's files injected as `self.__WB_MANIFEST`, then precompresses the output.
 */
function serviceWorker(): Plugin {
  return {
    name: 'screenplay-player-service-worker',
    apply: 'build',
    async closeBundle() {
      const manifest = await precacheManifest(outDir);
      await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { conditions },
        define: {
          'self.__WB_MANIFEST': JSON.stringify(manifest),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          lib: { entry: join(root, 'sw.ts'), formats: ['iife'], name: 'playerServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const files = await precompressDir(outDir);
      this.info(`service worker precaches ${manifest.length} files; precompressed ${files.length} files`);
    },
  };
}

export default defineConfig({
  root,
  base: '/player/',
  publicDir: false,
  plugins: [playerMessages(), serviceWorker()],
  resolve: { conditions, alias: PREACT_ALIASES },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { outDir, emptyOutDir: true, sourcemap: true, target: 'es2022', modulePreload: { polyfill: false } },
});
