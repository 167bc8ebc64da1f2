import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API (and the product images it generates) runs on port 3000; in development Vite serves the
// pages and forwards these paths so the browser sees one origin, as it does in production.
const API_ORIGIN = 'http://127.0.0.1:3000';

/** The back office's own modules (src/admin/), except its entry module. */
const ADMIN_CODE = (id: string) => /[\\/]apps[\\/]web[\\/]src[\\/]admin[\\/]/.test(id) && !/[\\/]src[\\/]admin[\\/]main\.tsx$/.test(id);

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

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of the landing pages into dist-ssr
// (docs/decisions/023): plain modules for Node, no chunk groups, nothing to compress or list in a manifest.
export default defineConfig(({ isSsrBuild }) => ({
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
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false } : {
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
    // Two pages share one build: the shop (index.html) and the back office (admin.html, which the API serves at
    // /admin; docs/decisions/038). The back office's code has groups of its own, ranked above the shop's, so no
    // shopper downloads it and the shop's first load does not grow: `admin`, what its entry imports statically
    // (`shell` would otherwise take it, as it takes every entry's initial modules), and `admin-screens`, what its
    // lazy routes share. Its entry module stays apart so admin.html names it; each screen is its own chunk.
    rolldownOptions: {
      input: { index: 'index.html', admin: 'admin.html' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'admin', tags: ['$initial'], test: ADMIN_CODE, priority: 6 },
            { name: 'admin-screens', test: ADMIN_CODE, minShareCount: 2, priority: 5 },
            { name: 'forms', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 },
            { name: 'vendor', test: (id) => /[\\/]node_modules[\\/]/.test(id) && !/[\\/]node_modules[\\/]zod[\\/]/.test(id), priority: 3 },
            { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]node_modules[\\/]|[\\/]src[\\/]main\.tsx$|(index|admin)\.html$/.test(id), priority: 2 },
            {
              name: 'storefront',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](components|lib|features[\\/](catalog|wishlist))[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
