// Makes the built app installable and usable offline: the web manifest, a deferred script that
// registers the service worker, and the worker itself (sw/sw.ts) with the list of files it
// precaches written into it. Our own plugin rather than vite-plugin-pwa: that one brings
// workbox-build, about 300 npm packages (Babel among them), into every `npm start` install.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export interface PrecacheEntry {
  url: string;
  /** null for files whose name already changes with their content (Vite's assets/). */
  revision: string | null;
}

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

export interface InstallableAppOptions {
  /** The web manifest, written to /manifest.webmanifest. */
  manifest: Record<string, unknown> & { icons: WebManifestIcon[] };
  /** The service worker's source; its `self.__WB_MANIFEST` is replaced by the precache list. */
  serviceWorker: string;
  /** Which built files (path under dist/, with '/') the worker precaches, given the built index.html. */
  precache: (file: string, indexHtml: string) => boolean;
  /** Which HTML entries (path under the root, with '/') register the worker; the others only link the manifest. */
  registersWorker: (htmlFile: string) => boolean;
}

const MANIFEST_FILE = 'manifest.webmanifest';
const REGISTER_FILE = 'registerSW.js';
const WORKER_FILE = 'sw.js';
const INJECTION_POINT = 'self.__WB_MANIFEST';
const PRECACHED_EXTENSIONS = /\.(?:html|js|css|woff2|svg|png)$/;

/** Registers the worker once the page has loaded, so it never competes with the first paint. */
const REGISTER_SCRIPT =
  "if('serviceWorker' in navigator){window.addEventListener('load',()=>{navigator.serviceWorker.register('/sw.js',{scope:'/'})})}\n";

/** Every built file of dist/ (paths with '/'), the worker itself left out. */
export function builtFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== WORKER_FILE)
    .sort();
}

/**
 * What the worker precaches: the chosen files, then the manifest's icons and the manifest itself.
 * Files under assets/ carry a content hash in their name and need no revision; the others get the
 * MD5 of their content, so that a changed file is fetched again.
 */
export function precacheEntries(
  distDir: string,
  options: Pick<InstallableAppOptions, 'manifest' | 'precache'>,
) {
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const chosen = builtFiles(distDir).filter(
    (file) => PRECACHED_EXTENSIONS.test(file) && options.precache(file, indexHtml),
  );
  const icons = options.manifest.icons.map((icon) => icon.src.replace(/^\//, ''));
  const urls = [...new Set([...chosen, ...icons, MANIFEST_FILE])];
  return urls.map(
    (url): PrecacheEntry => ({
      url,
      revision: url.startsWith('assets/')
        ? null
        : createHash('md5')
            .update(fs.readFileSync(path.join(distDir, url)))
            .digest('hex'),
    }),
  );
}

/** Writes the precache list in place of the worker's single injection point. */
export function injectPrecacheList(workerSource: string, entries: PrecacheEntry[]): string {
  const parts = workerSource.split(INJECTION_POINT);
  if (parts.length !== 2)
    throw new Error(
      `${WORKER_FILE} doit contenir ${INJECTION_POINT} une fois exactement (${parts.length - 1} trouvé).`,
    );
  return parts.join(JSON.stringify(entries));
}

export function installableApp(options: InstallableAppOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'declic-installable-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => [
        { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
        ...(options.registersWorker(context.path.replace(/^\//, ''))
          ? [{ tag: 'script', attrs: { src: `/${REGISTER_FILE}`, defer: true }, injectTo: 'head' as const }]
          : []),
      ],
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(options.manifest)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: REGISTER_FILE, source: REGISTER_SCRIPT });
    },
    // Once every file is written: the worker's list names them with their content's hash.
    async closeBundle() {
      const distDir = path.resolve(config.root, config.build.outDir);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        // Workbox drops its development logging in production builds.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: distDir,
          emptyOutDir: false,
          minify: true,
          sourcemap: false,
          modulePreload: false,
          copyPublicDir: false,
          rollupOptions: {
            input: path.resolve(config.root, options.serviceWorker),
            output: { entryFileNames: WORKER_FILE, inlineDynamicImports: true, format: 'es' },
          },
        },
      });
      const workerPath = path.join(distDir, WORKER_FILE);
      const entries = precacheEntries(distDir, options);
      fs.writeFileSync(workerPath, injectPrecacheList(fs.readFileSync(workerPath, 'utf8'), entries));
    },
  };
}
