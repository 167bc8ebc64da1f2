import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';

// The API (and the product images it generates) runs on port 3000; in development Vite serves the
// pages and forwards these paths so the browser sees one origin, as it does in production.
const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * In development, /admin and every address under it is the back office's page, as the API serves it in
 * production (apps/api/src/plugins/static-files.ts); Vite's own fallback would answer the shop's index.html.
 */
function adminPage(): Plugin {
  return {
    name: 'shop:admin-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * Writes `.br` and `.gz` copies of every script, style sheet and SVG the build emits. The server sends
 * them as they are (preCompressed in apps/api/src/plugins/static-files.ts): the strongest settings,
 * paid once at build time instead of a quick compression on every request (docs/decisions/014).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(outDir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * `vite build --mode admin` builds the back office (admin.html, src/admin; docs/decisions/038) on its own, after the
 * shop's build and into the same dist, every file under assets/admin/. Its own build, not a second entry of the
 * shop's: a chunk group captures the modules its members import, and the shop's groups (`shell` takes every
 * entry's initial modules) would have taken the back office's code, or the back office's group the libraries of
 * the shop, into files of the other. Apart, no shopper downloads a byte of it and the shop's files stay as they
 * are. `admin-vendor`: the libraries; `admin`: what its entry imports statically; `admin-kit`: the kit and the ui
 * pieces two screens share; each screen its own chunk.
 */
const ADMIN_BUILD: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: false,
  target: 'es2022',
  // The manifest is the shop's (the server preloads landing pages' chunks from it).
  manifest: false,
  // public/ is copied by the shop's build.
  copyPublicDir: false,
  rolldownOptions: {
    input: 'admin.html',
    output: {
      entryFileNames: 'assets/admin/[name]-[hash].js',
      chunkFileNames: 'assets/admin/[name]-[hash].js',
      assetFileNames: 'assets/admin/[name]-[hash][extname]',
      codeSplitting: {
        groups: [
          { name: 'admin-vendor', test: /[\\/]node_modules[\\/]/, priority: 2 },
          { name: 'admin', tags: ['$initial'], test: (id: string) => !/[\\/]node_modules[\\/]|[\\/]src[\\/]admin[\\/]main\.tsx$|admin\.html$/.test(id), priority: 1 },
          // The kit and the shared ui that several screens use: one file, instead of a small one per piece.
          { name: 'admin-kit', test: /[\\/]src[\\/](admin[\\/]kit|components[\\/]ui)[\\/]/, minShareCount: 2, priority: 0 },
        ],
      },
    },
  },
};

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of the landing pages into dist-ssr
// (docs/decisions/023): plain modules for Node, no chunk groups, nothing to compress or list in a manifest.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), adminPage()])],
  // The shared package is TypeScript source: bundled into the renderer, not imported by Node at run time.
  ssr: { noExternal: ['@shop/shared'] },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/images': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/images': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false } : mode === 'admin' ? ADMIN_BUILD : {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The server reads it to preload each landing page's own chunks (apps/api/src/plugins/web-page).
    manifest: true,
    // Every page is its own chunk through the router's lazy routes (src/app/router.tsx). On a slow phone
    // connection each extra file costs a round trip, so the first screen is a few files, not dozens
    // (docs/decisions/014):
    // - `vendor`: the libraries of the first screen, cached across releases of the shop's own code (zod,
    //   which only the forms of later screens use, goes with them);
    // - `shell`: the shop's code every page runs first (layout, header, footer, English texts), i.e. what
    //   the entry imports statically; the entry module itself stays apart so index.html names it;
    // - `storefront`: small pieces the storefront pages share (product card, image, price...), one file
    //   instead of one per piece.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'forms', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 },
            { name: 'vendor', test: (id) => /[\\/]node_modules[\\/]/.test(id) && !/[\\/]node_modules[\\/]zod[\\/]/.test(id), priority: 3 },
            { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]node_modules[\\/]|[\\/]src[\\/]main\.tsx$|index\.html$/.test(id), priority: 2 },
            {
              name: 'storefront',
              // The labelled field and the notice of both apps go with the forms that use them (account,
              // payments, the back office), not onto every storefront page.
              test: (id) =>
                /[\\/]apps[\\/]web[\\/]src[\\/](components|lib|features[\\/](catalog|wishlist))[\\/]/.test(id) &&
                !/[\\/]components[\\/]ui[\\/](field|field-styles|text-field|notice)\.tsx?$/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
