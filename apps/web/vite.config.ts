import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { installableApp } from './build/installable-app';

/** The Latin faces every page draws its text with (Fontsource's variable files). */
const FIRST_PAINT_FONTS = /\/(?:nunito|fredoka)-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the fonts of the first paint: fetched with the HTML instead of once the script has
 * drawn the page, they are there before the text is, so nothing moves when they swap in (CLS).
 */
function preloadFonts(): Plugin {
  return {
    name: 'declic-preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => FIRST_PAINT_FONTS.test(`/${file}`));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * The service worker installs with the shell only: the page itself, the files its HTML loads
 * (entry, styles, preloaded modules and fonts) and the icons — about 130 KB, not the 850 KB of the
 * whole app. The pages' own chunks are kept as they are opened (sw/sw.ts).
 */
const inShell = (file: string, indexHtml: string) =>
  file === 'index.html' ||
  file.startsWith('icons/') ||
  file === 'favicon.svg' ||
  indexHtml.includes(`/${file}"`);

/** Installable: name, colours and icons of the app on a phone's home screen. */
const installable = installableApp({
  serviceWorker: 'sw/sw.ts',
  precache: inShell,
  // Public pages do not register it: its install (the shell's download) weighed 100–200 ms of main
  // thread in Lighthouse on the landing page; the app installs it, and it then serves every page.
  registersWorker: (htmlFile) => htmlFile === 'index.html',
  manifest: {
    name: 'Déclic — trouve ta voie',
    short_name: 'Déclic',
    description:
      'Un questionnaire d’orientation, des idées de métiers et d’études, et 50 niveaux pour avancer à ton rythme.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4c32c9',
    categories: ['education'],
    icons: [
      { src: '/icons/declic-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/declic-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/declic-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

/** The server rendering of the public pages (entry-server.tsx), read by the API from dist-ssr/. */
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  build: { target: 'node20', sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
});

const clientBuild = defineConfig({
  // Brotli and gzip copies of every asset, served as they are by the API (@fastify/static's preCompressed).
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(),
    installable,
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // Zod, for the browser, without its probe for `eval` (src/lib/zod-in-browser.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-in-browser.ts') }],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rollupOptions: {
      // The app, and the static public pages' shell (only their islands' scripts: app/islands.ts).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        'public-page': path.resolve(import.meta.dirname, 'public-page.html'),
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild));
