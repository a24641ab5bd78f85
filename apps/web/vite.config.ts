import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

const distDir = path.resolve(import.meta.dirname, 'dist');

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
const shellOnly: ManifestTransform = async (entries) => {
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const keep = (url: string) =>
    url === 'index.html' || url.startsWith('icons/') || url === 'favicon.svg' || shell.includes(`/${url}"`);
  return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
};

/** Installable: name, colours and icons of the app on a phone's home screen. */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  // A small deferred script registers the worker: nothing added to the entry's JavaScript.
  injectRegister: 'script-defer',
  registerType: 'autoUpdate',
  injectManifest: {
    globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
    manifestTransforms: [shellOnly],
  },
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
    pwa,
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
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
