import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildWebTestApp, SHELL_HTML, type TestApp } from '../../test/helper';

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('pas d’adresse');
  return (url: string) => fetch(`http://127.0.0.1:${address.port}${url}`);
};

/** A promise and what settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('préparation après l’écoute', () => {
  it('/api/ready répond 503 jusqu’à la fin de la préparation ; /api/health est vrai dès l’écoute', async () => {
    const warm = gate();
    let started = false;
    const t = await buildTestApp({}, (app) =>
      app.warmUp.add('essai', async () => {
        started = true;
        await warm.opened;
      }),
    );
    try {
      expect(started).toBe(false);
      const get = await listen(t);
      await until(() => started);
      const early = await get('/api/ready');
      expect(early.status).toBe(503);
      expect(((await early.json()) as { message: string }).message).toContain('préparation en cours (essai)');
      expect((await get('/api/health')).status).toBe(200);
      warm.open();
      await until(() => t.app.warmUp.pending().length === 0);
      expect((await get('/api/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('une préparation en échec ne retient pas le serveur : la partie se chargera à son premier usage', async () => {
    const t = await buildTestApp({}, (app) =>
      app.warmUp.add('en échec', async () => {
        throw new Error('illisible');
      }),
    );
    try {
      const get = await listen(t);
      await until(() => t.app.warmUp.pending().length === 0);
      expect((await get('/api/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  describe('le rendu serveur des pages', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-prepa-'));
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('une page demandée pendant son chargement l’attend et part dessinée ; prêt ensuite', async () => {
      const distDir = path.join(folder, 'dist');
      fs.mkdirSync(distDir);
      fs.mkdirSync(path.join(folder, 'dist-ssr'));
      fs.writeFileSync(path.join(distDir, 'index.html'), SHELL_HTML);
      // A renderer slow to load, as the real one (a large module) is.
      fs.writeFileSync(
        path.join(folder, 'dist-ssr', 'entry-server.js'),
        `await new Promise((resolve) => setTimeout(resolve, 400));
        export async function renderPage() { return { html: '<h1>Dessinée par le serveur</h1>', hydration: 'whole-page' }; }`,
      );
      const t = await buildWebTestApp(distDir);
      try {
        const get = await listen(t);
        const [ready, page] = await Promise.all([get('/api/ready'), get('/blog')]);
        expect(ready.status).toBe(503);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<h1>Dessinée par le serveur</h1>');
        await until(() => t.app.warmUp.pending().length === 0);
        expect((await get('/api/ready')).status).toBe(200);
      } finally {
        await t.close();
      }
    });
  });
});
