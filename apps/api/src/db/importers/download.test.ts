import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadError, downloadDataFiles } from './download';

/** A mirror laid out like shared/data, speaking HTTP as a static file server does. */
const FILES: Record<string, Buffer> = {
  'rome/unix_referentiel_code_rome_v460_utf8.csv': Buffer.from(
    `"code_rome","libelle_rome"\n${Array.from({ length: 4000 }, (_, i) => `"M${i}","Métier ${i}"`).join('\n')}\n`,
  ),
  'onisep/fiches.xml.gz': randomBytes(300_000),
};
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('hex')}"`;

let server: http.Server;
let baseUrl: string;
let log: { file: string; status: number; range?: string }[] = [];
/** Next answers to force on a path: cut the body after N bytes, or fail with a status. */
const plans = new Map<string, ({ cutAfter: number } | { status: number })[]>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const file = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    const body = FILES[file];
    const plan = plans.get(file)?.shift();
    const answer = (status: number) => {
      log.push({ file, status, range: request.headers.range });
      return response.writeHead(status);
    };
    if (!body) return answer(404).end();
    if (plan && 'status' in plan) return answer(plan.status).end();
    const etag = etagOf(body);
    if (request.headers['if-none-match'] === etag) return answer(304).end();
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range && request.headers['if-range'] === etag ? Number(range[1]) : 0;
    const status = start > 0 ? 206 : 200;
    response.setHeader('ETag', etag);
    response.setHeader('Content-Length', body.length - start);
    answer(status);
    if (plan && 'cutAfter' in plan) {
      response.write(body.subarray(start, start + plan.cutAfter));
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    response.end(body.subarray(start));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data`;
  // The mirror serves its files under /data/.
  for (const key of Object.keys(FILES)) FILES[`data/${key}`] = FILES[key] as Buffer;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let target: string;
beforeEach(() => {
  target = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-download-'));
  log = [];
  plans.clear();
});

const files = Object.keys(FILES).filter((file) => !file.startsWith('data/'));
const download = () => downloadDataFiles({ baseUrl, targetDir: target, files, retries: 1, timeoutMs: 5_000 });
const onDisk = (file: string) => fs.readFileSync(path.join(target, file));

describe('téléchargement des données ouvertes', () => {
  it('copie chaque fichier à l’identique, puis ne retélécharge rien tant qu’il n’a pas changé', async () => {
    expect(await download()).toEqual({
      [files[0] as string]: 'téléchargé',
      [files[1] as string]: 'téléchargé',
    });
    for (const file of files) expect(onDisk(file).equals(FILES[file] as Buffer)).toBe(true);

    log = [];
    expect(Object.values(await download())).toEqual(['inchangé', 'inchangé']);
    expect(log.map((entry) => entry.status)).toEqual([304, 304]);
  });

  it('reprend un transfert coupé là où il s’était arrêté', async () => {
    const big = files[1] as string;
    plans.set(`data/${big}`, [{ cutAfter: 100_000 }]);
    await expect(downloadDataFiles({ baseUrl, targetDir: target, files: [big] })).rejects.toThrow();
    expect(fs.existsSync(path.join(target, big))).toBe(false);
    expect(fs.statSync(path.join(target, `${big}.part`)).size).toBeGreaterThanOrEqual(100_000);

    log = [];
    expect(await downloadDataFiles({ baseUrl, targetDir: target, files: [big] })).toEqual({
      [big]: 'repris',
    });
    expect(log).toEqual([{ file: `data/${big}`, status: 206, range: expect.stringMatching(/^bytes=\d+-$/) }]);
    expect(onDisk(big).equals(FILES[big] as Buffer)).toBe(true);
  });

  it('réessaie après une erreur serveur passagère', async () => {
    plans.set(`data/${files[0]}`, [{ status: 503 }]);
    expect((await download())[files[0] as string]).toBe('téléchargé');
    expect(log.filter((entry) => entry.file === `data/${files[0]}`).map((entry) => entry.status)).toEqual([
      503, 200,
    ]);
  });

  it('dit en français quel fichier manque sur le miroir', async () => {
    const attempt = downloadDataFiles({ baseUrl, targetDir: target, files: ['rome/absent.csv'] });
    await expect(attempt).rejects.toBeInstanceOf(DownloadError);
    await expect(attempt).rejects.toThrow(
      `Téléchargement refusé pour ${baseUrl}/rome/absent.csv : réponse 404.`,
    );
  });

  it('abandonne après les essais prévus quand le serveur reste en panne', async () => {
    plans.set(`data/${files[0]}`, [{ status: 503 }, { status: 503 }]);
    await expect(download()).rejects.toThrow(/après 2 essais : réponse 503/);
  });
});
