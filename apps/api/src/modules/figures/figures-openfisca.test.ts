import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORK_FIGURES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { openfiscaImporter } from '../../db/importers/openfisca-importer';
import { silentProgress } from '../../db/importers/progress';

// A tiny OpenFisca tree written for this test (made-up values, OpenFisca's file shape).
const SMIC = `description: Smic horaire brut (test)
values:
  2025-01-01:
    value: 11.88
  2026-06-01:
    value: 12.34
metadata:
  last_value_still_valid_on: "2026-06-01"
  unit: currency
  reference:
    2026-06-01:
      title: Arrêté de test relatif au salaire minimum
      href: https://www.legifrance.gouv.fr/jorf/id/TEST
`;
const INTERNSHIP = `description: Gratification minimale d'un stagiaire (test)
values:
  2015-09-01:
    value: 0.15
metadata:
  last_value_still_valid_on: "2024-01-01"
  unit: /1
  reference:
    2015-09-01:
      title: Décret de test
      href: https://www.legifrance.gouv.fr/test-stage
`;

function writeTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-openfisca-'));
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), text);
  };
  write('openfisca/parameters/marche_travail/salaire_minimum/smic/smic_b_horaire.yaml', SMIC);
  write(
    'openfisca/parameters/marche_travail/salaire_minimum/minstage/taux_gratification_min.yaml',
    INTERNSHIP,
  );
  write('openfisca/parameters/marche_travail/salaire_minimum/index.yaml', 'description: Salaire minimum\n');
  write(
    'openfisca/assets/apl/20110914_zonage.csv',
    'CODGEO,LIBCOM_2014,REG,DEP,Zonage\n75056,Paris,11,75,1bis\n',
  );
  write('openfisca/assets/apl/commune_depcom_by_subcommune_depcom.json', '{"75105": "75056"}');
  return root;
}

describe('chiffres datés venus d’OpenFisca : valeur importée, correction de l’équipe, « à vérifier »', () => {
  let t: TestApp;
  let staff: TestUser;
  let student: TestUser;
  let dataDir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
    student = await createTestUser(t);
    dataDir = writeTree();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const figure = async (id: string) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/facts', headers: student.headers })).json().figures as {
        id: string;
        value: unknown;
        appliesFrom: string;
        reviewBy: string;
        toReview: boolean;
        edited: boolean;
        source: { label: string; url: string };
      }[]
    ).find((f) => f.id === id);

  it('garde la valeur du code tant que rien n’est importé', async () => {
    expect(await figure('smic-horaire-brut')).toMatchObject({
      value: WORK_FIGURES['smic-horaire-brut'].fact.value,
      edited: false,
    });
  });

  it('montre le Smic importé avec sa date et son texte, et le taux de stage « à vérifier »', async () => {
    const first = await openfiscaImporter.run({ database: t.database, dataDir, progress: silentProgress });
    expect(first.notes?.[0]).toBe(
      '3 fichiers YAML lus, 2 paramètres, 3 valeurs datées, 2 références légales',
    );
    expect(first.notes?.[1]).toMatch(/^2 communes zonées/);
    const again = await openfiscaImporter.run({ database: t.database, dataDir, progress: silentProgress });
    expect(again.imported).toBe(0);

    expect(await figure('smic-horaire-brut')).toMatchObject({
      value: 12.34,
      appliesFrom: '2026-06-01',
      reviewBy: '2027-06-01',
      edited: false,
      source: {
        label: 'Arrêté de test relatif au salaire minimum',
        url: 'https://www.legifrance.gouv.fr/jorf/id/TEST',
      },
    });
    // Last checked on 1 January 2024: one year later it is « à vérifier ».
    expect(await figure('stage-gratification-taux')).toMatchObject({
      value: 15,
      reviewBy: '2025-01-01',
      toReview: true,
    });
    // Not in this tree: the code's value holds.
    expect((await figure('smic-mensuel-brut'))?.value).toBe(WORK_FIGURES['smic-mensuel-brut'].fact.value);
  });

  it('l’équipe corrige avec une date plus récente ; une correction plus ancienne cède à OpenFisca', async () => {
    const put = (value: number, appliesFrom: string, reason: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/facts/smic-horaire-brut',
        headers: staff.headers,
        payload: {
          value,
          appliesFrom,
          reviewBy: '2028-01-01',
          sourceLabel: 'Service-public.gouv.fr, « Montant du Smic »',
          sourceUrl: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2300',
          reason,
        },
      });
    expect((await put(12.5, '2027-01-01', 'Revalorisation annoncée')).json()).toMatchObject({
      value: 12.5,
      edited: true,
    });
    expect(await figure('smic-horaire-brut')).toMatchObject({ value: 12.5, edited: true });
    expect((await put(12.2, '2026-01-01', 'Saisie ancienne')).json()).toMatchObject({
      value: 12.34,
      edited: false,
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/facts/smic-horaire-brut/history',
      headers: staff.headers,
    });
    expect(history.json().history.map((version: { value: number }) => version.value)).toEqual([12.2, 12.5]);
  });
});
