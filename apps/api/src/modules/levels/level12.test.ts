import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';

const URL = '/api/levels/12/comparaison';

const RIGUEUR = { codeOgr: '300490', libelle: 'Faire preuve de rigueur et de précision', coeurMetier: null };
const EQUIPE = { codeOgr: '300465', libelle: "Avoir l'esprit d'équipe", coeurMetier: null };
const ECOUTE = { codeOgr: '300412', libelle: "Etre à l'écoute, faire preuve d'empathie", coeurMetier: null };
const CALME = { codeOgr: '300999', libelle: 'Garder son calme', coeurMetier: null };

/** A ROME fiche with the savoir-être it asks for, as the ROME importer stores it. */
async function aRomeFiche(t: TestApp, code: string, libelle: string, savoirEtre: object[]) {
  await t.database.query(
    `INSERT INTO rome_metiers (code_rome, libelle, riasec_majeur, code_domaine, savoir_etre)
     VALUES ($1, $2, 'S', $3, $4::jsonb)`,
    [code, libelle, code.slice(0, 3), JSON.stringify(savoirEtre)],
  );
}

/** The student's answer to level 6's « Trois métiers à explorer », stored as the engine does. */
async function aLevel6Pick(t: TestApp, user: TestUser, items: Array<{ code: string; label: string }>) {
  const answer = { items: items.map((item) => ({ ...item, notes: { attire: '', inquiete: '' } })) };
  await t.database.query(
    `INSERT INTO level_step_answers (user_id, level, step_id, answer, passed)
     VALUES ($1, 6, 'trois-metiers', $2::jsonb, true)`,
    [user.id, JSON.stringify(answer)],
  );
}

describe(`GET ${URL} (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = (user?: TestUser) => t.app.inject({ method: 'GET', url: URL, headers: user?.headers ?? {} });
  const askedBy = (body: { dimensions: Array<{ dimension: string; askedBy: string[] }> }) =>
    Object.fromEntries(body.dimensions.map((d) => [d.dimension, d.askedBy]));

  beforeAll(async () => {
    t = await buildTestApp();
    await aRomeFiche(t, 'J1506', 'Infirmier / Infirmière', [ECOUTE, EQUIPE, CALME]);
    await aRomeFiche(t, 'M1607', 'Secrétaire', [RIGUEUR, EQUIPE]);
    await aRomeFiche(t, 'D1102', 'Boulanger / Boulangère', [RIGUEUR]);
  });
  afterAll(() => t.close());

  it('refuse un visiteur sans jeton (401)', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it('reste fermé avant le niveau 12 (403)', async () => {
    const early = await atLevel(t, await createTestUser(t), 11);
    const response = await get(early);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('niveau 12');
  });

  it('sans réponse au niveau 6 : aucun métier, aucune qualité demandée', async () => {
    const student = await atLevel(t, await createTestUser(t), 12);
    const response = await get(student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metiers).toEqual([]);
    expect(body.others).toEqual([]);
    expect(body.dimensions).toHaveLength(8);
    expect(body.dimensions.every((d: { askedBy: string[] }) => d.askedBy.length === 0)).toBe(true);
  });

  it('relie les savoir-être des métiers choisis aux huit qualités du test', async () => {
    const student = await atLevel(t, await createTestUser(t), 12);
    await aLevel6Pick(t, student, [
      { code: 'J1506', label: 'Infirmier / Infirmière' },
      { code: 'M1607', label: 'Secrétaire' },
      { code: 'Z9999', label: 'Un métier sorti du catalogue' },
    ]);
    const response = await get(student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metiers).toEqual([
      { code: 'J1506', label: 'Infirmier / Infirmière' },
      { code: 'M1607', label: 'Secrétaire' },
      { code: 'Z9999', label: 'Un métier sorti du catalogue' },
    ]);
    expect(body.dimensions[0]).toMatchObject({ dimension: 'rigueur', askedBy: ['Secrétaire'] });
    expect(askedBy(body)).toMatchObject({
      'esprit-equipe': ['Infirmier / Infirmière', 'Secrétaire'],
      ecoute: ['Infirmier / Infirmière'],
      autonomie: [],
      leadership: [],
    });
    expect(body.others).toEqual(['Garder son calme']);
  });

  it('ne montre jamais à un élève les métiers d’un autre', async () => {
    const first = await atLevel(t, await createTestUser(t), 12);
    const second = await atLevel(t, await createTestUser(t), 12);
    await aLevel6Pick(t, first, [{ code: 'D1102', label: 'Boulanger / Boulangère' }]);
    const body = (await get(second)).json();
    expect(body.metiers).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('Boulanger');
    expect((await get(first)).json().metiers).toEqual([{ code: 'D1102', label: 'Boulanger / Boulangère' }]);
  });
});
