import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { injectPrecacheList, precacheEntries } from './installable-app';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A small dist/ as the client build leaves it, written by the test. */
function distWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-dist-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const manifest = {
  name: 'Déclic',
  icons: [{ src: '/icons/app-192.png', sizes: '192x192', type: 'image/png' }],
};
const inShell = (file: string, indexHtml: string) => file === 'index.html' || indexHtml.includes(`/${file}"`);

describe('precacheEntries', () => {
  it('keeps the shell, the icons and the manifest; hashed assets need no revision', () => {
    const dist = distWith({
      'index.html':
        '<script src="/assets/index-abc.js"></script><script src="/registerSW.js" defer></script>',
      'index.html.br': 'compressed',
      'assets/index-abc.js': 'entry',
      'assets/level-12-def.js': 'a page opened later',
      'icons/app-192.png': 'png',
      'manifest.webmanifest': '{}',
      'registerSW.js': 'register',
      'sw.js': 'self.__WB_MANIFEST',
    });
    const entries = precacheEntries(dist, { manifest, precache: inShell });
    expect(entries.map((entry) => entry.url)).toEqual([
      'assets/index-abc.js',
      'index.html',
      'registerSW.js',
      'icons/app-192.png',
      'manifest.webmanifest',
    ]);
    expect(entries[0]?.revision).toBeNull();
    // MD5 of the content: a changed file gets a new revision, so the worker fetches it again.
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    expect(entries.find((entry) => entry.url === 'registerSW.js')?.revision).toBe(md5('register'));
    expect(entries.find((entry) => entry.url === 'manifest.webmanifest')?.revision).toBe(md5('{}'));
  });
});

describe('injectPrecacheList', () => {
  const entries = [{ url: 'index.html', revision: 'abc' }];

  it('writes the list in place of the injection point', () => {
    expect(injectPrecacheList('precacheAndRoute(self.__WB_MANIFEST);', entries)).toBe(
      'precacheAndRoute([{"url":"index.html","revision":"abc"}]);',
    );
  });

  it('refuses a worker without the injection point, or with two', () => {
    expect(() => injectPrecacheList('precacheAndRoute([]);', entries)).toThrow(
      /une fois exactement \(0 trouvé\)/,
    );
    expect(() => injectPrecacheList('self.__WB_MANIFEST; self.__WB_MANIFEST', entries)).toThrow(
      /\(2 trouvé\)/,
    );
  });
});
