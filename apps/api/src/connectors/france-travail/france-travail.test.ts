import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { type FakeFranceTravail, startFakeFranceTravail } from './fake-france-travail';
import { FranceTravailOffresClient, totalFromContentRange } from './offres-client';
import { FranceTravailTokens } from './token-provider';

/** Offers in the API's shape, spread over two départements and two ROME codes. */
function generatedOffres(count: number, departement = (i: number) => (i % 2 ? '33' : '69')) {
  return Array.from({ length: count }, (_, i) => ({
    id: `G${i}`,
    intitule: `Offre ${i}`,
    dateCreation: '2025-11-13T10:00:00.000Z',
    romeCode: i % 3 ? 'M1805' : 'G1602',
    lieuTravail: { libelle: `${departement(i)} - Ville` },
  }));
}

let server: FakeFranceTravail | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clientFor = (fake: FakeFranceTravail) =>
  new FranceTravailOffresClient({
    tokenUrl: fake.tokenUrl,
    apiUrl: fake.apiUrl,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    scope: 'api_offresdemploiv2 o2dsoffre',
  });

describe('connecteur France Travail (serveur local 127.0.0.1)', () => {
  it('lit le total dans Content-Range', () => {
    expect(totalFromContentRange('offres 0-149/6150')).toBe(6150);
    expect(totalFromContentRange(null)).toBeUndefined();
  });

  it('pagine par 150 avec range, par département, avec un seul jeton gardé en cache', async () => {
    server = await startFakeFranceTravail(generatedOffres(700));
    const client = clientFor(server);
    const seen: string[] = [];
    const result = await client.searchAll({ departement: '33' }, (offres) => {
      seen.push(...offres.map((offre) => (offre as { id: string }).id));
    });
    expect(result).toEqual({ read: 350, total: 350, capped: false });
    expect(new Set(seen).size).toBe(350);
    expect(server.stats.ranges).toEqual(['0-149', '150-299', '300-449']);
    expect(server.stats.tokens).toBe(1);
  });

  it('filtre par code ROME et répond vide sans erreur (204)', async () => {
    server = await startFakeFranceTravail(generatedOffres(90));
    const client = clientFor(server);
    expect((await client.searchAll({ departement: '69', codeROME: 'G1602' })).read).toBe(15);
    expect(await client.searchAll({ departement: '75' })).toEqual({ read: 0, total: 0, capped: false });
  });

  it('renouvelle le jeton une fois sur un 401, puis continue', async () => {
    server = await startFakeFranceTravail(generatedOffres(20));
    const client = clientFor(server);
    await client.searchPage({}, 0, 149);
    server.revokeTokens();
    const page = await client.searchPage({}, 0, 149);
    expect(page.offres).toHaveLength(20);
    expect(server.stats).toMatchObject({ tokens: 2, unauthorized: 1 });
  });

  it('redemande un jeton quand il arrive à expiration', async () => {
    server = await startFakeFranceTravail([]);
    let now = 0;
    const tokens = new FranceTravailTokens(
      { tokenUrl: server.tokenUrl, clientId: server.clientId, clientSecret: server.clientSecret, scope: 's' },
      () => now,
    );
    const first = await tokens.get();
    now = 1_000_000;
    expect(await tokens.get()).toBe(first);
    now = 1_499_000;
    expect(await tokens.get()).not.toBe(first);
    expect(tokens.issued).toBe(2);
  });

  it('refuse des identifiants faux avec un message clair', async () => {
    server = await startFakeFranceTravail([]);
    const client = new FranceTravailOffresClient({
      tokenUrl: server.tokenUrl,
      apiUrl: server.apiUrl,
      clientId: 'faux',
      clientSecret: 'faux',
      scope: 's',
    });
    await expect(client.searchPage({}, 0, 149)).rejects.toThrow(/FRANCE_TRAVAIL_CLIENT_ID/);
  });

  it('respecte 10 requêtes par seconde et la limite des 3 150 résultats (total lu dans Content-Range)', async () => {
    server = await startFakeFranceTravail(generatedOffres(3500, () => '33'));
    const client = clientFor(server);
    const started = Date.now();
    const result = await client.searchAll({ departement: '33' });
    expect(result).toEqual({ read: 3150, total: 3500, capped: true });
    expect(server.stats.ranges.at(-1)).toBe('3000-3149');
    expect(server.stats.searches).toBe(21);
    // The limiter spaces calls over 1.1 s; on a loaded machine network jitter can still land an
    // 11th call inside one server second — the client then waits and retries, losing nothing.
    expect(server.stats.tooMany).toBeLessThanOrEqual(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});

const REAL_FILE = `${findDataDir() ?? ''}/offres/offres_francetravail_v2_2025-11_6150.json.gz`;

describeWithData('connecteur France Travail sur les 6 150 vraies offres', () => {
  it('ramène toutes les offres de la Gironde, page par page', async () => {
    const offres = JSON.parse(gunzipSync(fs.readFileSync(REAL_FILE)).toString('utf8')).resultats;
    const inGironde = offres.filter((offre: { lieuTravail?: { libelle?: string } }) =>
      offre.lieuTravail?.libelle?.startsWith('33 - '),
    ).length;
    server = await startFakeFranceTravail(offres);
    const result = await clientFor(server).searchAll({ departement: '33' });
    expect(inGironde).toBeGreaterThan(150);
    expect(result).toEqual({ read: inGironde, total: inGironde, capped: false });
  });
});
