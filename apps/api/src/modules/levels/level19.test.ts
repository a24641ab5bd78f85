import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  storePassedStep,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { aFormation } from '../catalog/catalog-test-data';

/** A formation of the catalogue with its access rate, as the parcoursup-acces import sets it. */
async function formation(
  t: TestApp,
  name: string,
  school: string,
  commune: string,
  region: string,
  taux: number | null,
) {
  await aFormation(t, name, { etab_nom: school, commune, code_region: region });
  const [row] = await t.database.query<{ id: string }>(
    `UPDATE catalog_formations SET taux_acces = $3, taux_acces_session = '2025'
      WHERE nm[1] = $1 AND etab_nom = $2 RETURNING id::text AS id`,
    [name, school, taux],
  );
  if (!row) throw new Error(`formation ${name} absente`);
  return row.id;
}

describe(`niveau 19 : la liste de vœux jugée sur les vrais taux d’accès (${testDatabaseKind})`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    ids.psyLyon = await formation(t, 'Licence - Psychologie', 'Université Lyon 2', 'Lyon', '84', 35);
    ids.psyGrenoble = await formation(
      t,
      'Licence - Psychologie',
      'Université Grenoble Alpes',
      'Grenoble',
      '84',
      85,
    );
    ids.psyParis = await formation(t, 'Licence - Psychologie', 'Université Paris Cité', 'Paris', '11', 95);
    ids.carrieres = await formation(t, 'BUT - Carrieres sociales', 'IUT Lyon 1', 'Lyon', '84', 50);
    ids.socio = await formation(t, 'Licence - Sociologie', 'Université Lyon 2 bis', 'Lyon', '84', 30);
    ids.esf = await formation(
      t,
      'BTS - Services - Economie sociale familiale',
      'Lycée La Martinière',
      'Lyon',
      '84',
      null,
    );
  });
  afterAll(() => t.close());

  const student = async (level = 19) => atLevel(t, await createTestUser(t, { firstName: 'Maëlys' }), level);
  const save = (user: TestUser, codes: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/levels/19/steps/voeux',
      headers: user.headers,
      payload: { answer: { wishes: codes.map((code) => ({ code, label: 'Nom venu du navigateur' })) } },
    });

  it('bloque une liste sans vœu sûr, toute à Lyon, et propose la même licence ailleurs, plus accessible', async () => {
    const user = await student();
    const response = await save(user, [ids.psyLyon!, ids.carrieres!, ids.socio!]);
    expect(response.statusCode).toBe(200);
    const check = response.json();
    expect(check.passed).toBe(false);
    expect(
      check.result.wishes.map((w: { label: string; category: string }) => [w.label, w.category]),
    ).toEqual([
      ['Licence - Psychologie', 'reve'],
      ['BUT - Carrieres sociales', 'ambitieux'],
      ['Licence - Sociologie', 'reve'],
    ]);
    const [aucunSur, , uneVille] = check.result.remarks;
    expect(aucunSur.code).toBe('aucun-sur');
    // Same diploma, the wishes' region first, then the most accessible.
    expect(aucunSur.suggestions.map((s: { code: string }) => s.code)).toEqual([
      ids.psyGrenoble,
      ids.psyParis,
    ]);
    expect(aucunSur.suggestions[0]).toMatchObject({
      school: 'Université Grenoble Alpes',
      taux: 85,
      session: '2025',
    });
    expect(uneVille.code).toBe('une-ville');
    expect(uneVille.suggestions.map((s: { place: string }) => s.place)).toEqual(['Grenoble', 'Paris']);
  });

  it('valide la liste quand un vœu sûr s’ajoute, avec les noms pris dans le catalogue', async () => {
    const user = await student();
    const response = await save(user, [ids.psyLyon!, ids.carrieres!, ids.esf!, ids.psyGrenoble!]);
    expect(response.json()).toMatchObject({ passed: true, problems: [] });
    expect(response.json().result.remarks.map((r: { code: string }) => r.code)).toEqual(['taux-inconnus']);
    const steps = (
      await t.app.inject({ method: 'GET', url: '/api/levels/19/steps', headers: user.headers })
    ).json();
    expect(steps.steps[0].answer.wishes[2]).toEqual({
      code: ids.esf,
      label: 'BTS - Services - Economie sociale familiale',
    });
  });

  it('signale, sans bloquer, un vœu loin des métiers de l’élève et de ses résultats', async () => {
    const user = await student();
    await storePassedStep(t, user, 6, 'trois-metiers', {
      items: [
        { code: 'K1104', label: 'Psychologue' },
        { code: 'K1201', label: 'Éducateur / Éducatrice spécialisé(e)' },
      ],
    });
    const response = await save(user, [ids.psyLyon!, ids.carrieres!, ids.esf!, ids.psyGrenoble!]);
    expect(response.json().passed).toBe(true);
    const far = response.json().result.remarks.find((r: { code: string }) => r.code === 'loin-du-profil');
    expect(far).toMatchObject({ blocking: false });
    expect(far.message).toContain('Carrieres sociales');
    expect(far.message).not.toContain('Psychologie');
  });

  it('refuse en français une formation inventée, une liste trop longue, un doublon', async () => {
    const user = await student();
    const invented = await save(user, [ids.psyLyon!, '99999999']);
    expect(invented.statusCode).toBe(400);
    expect(invented.json()).toMatchObject({
      code: 'choix_inconnu',
      message:
        '«\u202fNom venu du navigateur\u202f» ne fait pas partie de notre catalogue\u202f: choisis dans la liste.',
    });
    const eleven = await save(
      user,
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe('10 vœux au plus, comme sur Parcoursup.');
    expect((await save(user, [ids.psyLyon!, ids.psyLyon!])).statusCode).toBe(400);
  });

  it('attend que l’élève soit arrivé au niveau 19', async () => {
    const response = await save(await student(17), [ids.psyLyon!]);
    expect(response.statusCode).toBe(409);
  });
});
