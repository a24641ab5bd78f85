import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json): a built chunk and what it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The web build's manifest, or an empty one (no chunk announced) when it is missing or unreadable. */
export function readViteManifest(distDir: string): ViteManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

/**
 * The addresses of the chunks that draw these source files, with the chunks they import
 * statically, each once, minus those the page already loads (`alreadyLoaded`: index.html's own
 * entry and preloads). Dynamic imports are left to load when used.
 */
export function chunkUrls(
  manifest: ViteManifest,
  modules: readonly string[],
  alreadyLoaded: string,
): string[] {
  const seen = new Set<string>();
  const urls: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    const url = `/${chunk.file}`;
    if (!alreadyLoaded.includes(`"${url}"`)) urls.push(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return urls;
}
