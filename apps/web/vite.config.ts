import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

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

export default defineConfig({
  // Brotli and gzip copies of every asset, served as they are by the API (@fastify/static's preCompressed).
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(),
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
  },
});
