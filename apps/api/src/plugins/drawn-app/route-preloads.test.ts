import { describe, expect, it } from 'vitest';
import { chunkUrls, type ViteManifest } from './route-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_ui-c3.js': { file: 'assets/ui-c3.js', imports: ['_react-b2.js'] },
  'src/app/routes/app/shell.tsx': { file: 'assets/shell-d4.js', imports: ['_ui-c3.js', '_react-b2.js'] },
  'src/app/routes/app/level.tsx': { file: 'assets/level-e5.js', imports: ['_ui-c3.js'] },
};
const indexHtml =
  '<script type="module" src="/assets/index-a1.js"></script><link rel="modulepreload" href="/assets/react-b2.js">';

describe('morceaux annoncés d’une page de l’appli', () => {
  it('les morceaux des routes et ce qu’ils importent, une fois chacun, sauf ce que la page charge déjà', () => {
    expect(
      chunkUrls(manifest, ['src/app/routes/app/shell.tsx', 'src/app/routes/app/level.tsx'], indexHtml),
    ).toEqual(['/assets/shell-d4.js', '/assets/ui-c3.js', '/assets/level-e5.js']);
  });

  it('rien pour un module que le manifeste ne connaît pas', () => {
    expect(chunkUrls(manifest, ['src/inconnu.tsx'], indexHtml)).toEqual([]);
    expect(chunkUrls({}, ['src/app/routes/app/shell.tsx'], indexHtml)).toEqual([]);
  });
});
