import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { aFormation, getAs } from '../../modules/catalog/catalog-test-data';
import type { ImportReport } from './importer';
import { parcoursupAccesImporter } from './parcoursup-acces';
import { silentProgress } from './progress';

const FICHE = 'https://dossierappel.parcoursup.fr/candidats/public/fiches/afficherficheformation?g_ta_cod=';
const ONISEP = 'https://www.onisep.fr/http/redirection/etablissement/slug/ENS.1';

/** A line shaped like the real file's (lower-case names, the wish's page, rate in %). */
const aLine = (nom: string, etablissement: string, ville: string, taux: number | null, code?: number) => ({
  nom,
  etablissement,
  ville,
  type_diplome: 'Licence',
  modalite: 'Formation initiale',
  url: code ? `${FICHE}${code}&typebac=0&originepc=0` : '',
  taux_acces: taux,
  niveau_entree: 0,
  niveau_sortie: 3,
  domaine: 'Exemple',
});

const LINES = [
  aLine('langues étrangères appliquées', 'université paris 8', 'saint-denis', 98, 101),
  aLine('BUT - Informatique', "I.U.T d'Exempleville", 'Exempleville', 45.5, 102),
  aLine('droit', 'université exemple', 'exempleville', 60, 103),
  aLine('tourisme', 'lycée saint joseph', 'dijon', 30, 104),
  { ...aLine('Master Chimie', 'université paris 8', 'saint-denis', 70, 105), niveau_entree: 3 },
  aLine('histoire', 'université paris 8', 'saint-denis', null, 106),
  aLine('chimie', 'université inconnue', 'nulle part', 50, 107),
];

const reasons = (report: ImportReport) => Object.fromEntries(report.rejected.map((r) => [r.reason, r.count]));

describe(`import des taux d’accès Parcoursup sur des fichiers d’exemple (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dataDir: string;
  const writeLines = (lines: unknown[]) =>
    fs.writeFileSync(
      path.join(dataDir, 'formations', 'parcoursup_2025_licences_but_masters_exemple.json'),
      JSON.stringify(lines, null, 4),
    );
  const run = () => parcoursupAccesImporter.run({ database: t.database, dataDir, progress: silentProgress });
  const rateOf = async (nm: string, commune: string | null = null) =>
    (
      await t.database.query<Record<string, unknown>>(
        `SELECT taux_acces, taux_acces_session, taux_acces_source, fiche FROM catalog_formations
          WHERE nm[1] = $1 AND commune IS NOT DISTINCT FROM $2`,
        [nm, commune],
      )
    )[0];

  beforeAll(async () => {
    t = await buildTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-acces-'));
    fs.mkdirSync(path.join(dataDir, 'formations'));
    writeLines(LINES);
    const paris8 = { etab_nom: 'Universite Paris 8', code_departement: '93' };
    await aFormation(t, 'Licence - Langues etrangeres appliquees', paris8);
    await aFormation(t, 'Licence - Histoire', paris8);
    await aFormation(t, 'BUT - Informatique', { etab_nom: 'I.U.T d Exempleville', fiche: ONISEP });
    await aFormation(t, 'Licence - Droit', { etab_nom: 'Universite Exemple' });
    await aFormation(t, 'Licence - Droit', { etab_nom: 'Universite Exemple' });
    await aFormation(t, 'BTS - Services - Tourisme', { etab_nom: 'Lycée Saint-Joseph', commune: 'Dijon' });
    await aFormation(t, 'BTS - Services - Tourisme', {
      etab_nom: 'Lycée Saint-Joseph',
      commune: 'Hazebrouck',
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('pose le taux des formations reconnues, la fiche seulement là où il n’y en a pas, et refuse le reste avec sa raison', async () => {
    const report = await run();
    expect(report).toMatchObject({ read: 7, imported: 3 });
    expect(reasons(report)).toEqual({
      'master (entrée après le bac + 3) : hors des vœux Parcoursup': 1,
      'taux d’accès absent ou hors de 0 à 100': 1,
      'établissement absent du catalogue': 1,
      'plusieurs formations du catalogue possibles dans cet établissement : non attribué': 1,
    });
    expect(await rateOf('Licence - Langues etrangeres appliquees')).toEqual({
      taux_acces: 98,
      taux_acces_session: '2025',
      taux_acces_source: 'parcoursup_acces',
      fiche: `${FICHE}101&typebac=0&originepc=0`,
    });
    expect(await rateOf('BUT - Informatique')).toMatchObject({ taux_acces: 45.5, fiche: ONISEP });
    expect(await rateOf('BTS - Services - Tourisme', 'Dijon')).toMatchObject({ taux_acces: 30 });
    expect(await rateOf('BTS - Services - Tourisme', 'Hazebrouck')).toMatchObject({
      taux_acces: null,
      fiche: null,
    });
    expect(await rateOf('Licence - Droit')).toMatchObject({ taux_acces: null, taux_acces_session: null });
  });

  it('ne change rien au second passage', async () => {
    expect((await run()).imported).toBe(0);
  });

  it('montre le taux et sa session dans la recherche de formations, null sans taux', async () => {
    const student = await atLevel(t, await createTestUser(t), 6);
    const { status, body } = await getAs(t, student, '/api/catalog/formations/search', { q: 'Paris 8' });
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.items.map((item: { nm: string[] }) => [item.nm[0], item]));
    expect(byName['Licence - Langues etrangeres appliquees']).toMatchObject({
      taux_acces: 98,
      taux_acces_session: '2025',
    });
    expect(byName['Licence - Histoire']).toMatchObject({ taux_acces: null, taux_acces_session: null });
  });

  it('efface au passage suivant le taux (et la fiche qu’il avait posée) d’une formation plus reconnue', async () => {
    writeLines(LINES.slice(1));
    expect((await run()).imported).toBe(1);
    expect(await rateOf('Licence - Langues etrangeres appliquees')).toEqual({
      taux_acces: null,
      taux_acces_session: null,
      taux_acces_source: null,
      fiche: null,
    });
    expect(await rateOf('BUT - Informatique')).toMatchObject({ taux_acces: 45.5, fiche: ONISEP });
    expect((await run()).imported).toBe(0);
  });

  it('dit quel fichier manque', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-acces-vide-'));
    try {
      await expect(
        parcoursupAccesImporter.run({ database: t.database, dataDir: empty, progress: silentProgress }),
      ).rejects.toThrow(/parcoursup_\(\\d\{4\}\)_licences_but/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
