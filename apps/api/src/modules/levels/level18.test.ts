import { aDevenirApprentis } from '@declic/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { aFormation } from '../catalog/catalog-test-data';

// Written for the test, in the shape of national attendus.
const ATTENDUS = [
  'S’intéresser au numérique et à l’informatique',
  'Savoir travailler en équipe sur un projet',
  'Disposer de compétences pour communiquer à l’écrit et à l’oral, y compris en anglais',
  'Faire preuve de rigueur et d’organisation dans son travail',
];

const PARAGRAPHS = {
  pourquoi:
    'Le programme du BTS SIO m’attire parce qu’il mêle réseaux et développement. Je l’ai découvert lors de la journée portes ouvertes, où une étudiante de deuxième année m’a montré son projet de site pour une association.',
  preuves:
    'Depuis la troisième, je passe beaucoup de temps sur l’informatique : j’ai installé un réseau pour l’atelier de mon oncle et j’apprends le Python seul. Cette année, j’ai monté le site de mon club de hand avec deux amis ; nous avons travaillé en équipe, chacun sa partie. J’ai présenté notre projet à l’oral devant la classe, et je lis des tutoriels en anglais chaque semaine.',
  apres:
    'Après le BTS, je voudrais devenir administrateur réseau dans une PME, ou poursuivre en licence professionnelle si mes résultats le permettent.',
};

async function formationId(t: TestApp, name: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    'SELECT id::text AS id FROM catalog_formations WHERE nm[1] = $1',
    [name],
  );
  if (!row) throw new Error(`formation ${name} absente`);
  return row.id;
}

describe(`niveau 18 : le projet motivé pour une formation du catalogue (${testDatabaseKind})`, () => {
  let t: TestApp;
  let sio: string;
  let without: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await aFormation(t, 'BTS - Services - Services informatiques aux organisations', {
      etab_nom: 'Lycée Rive Gauche',
      commune: 'Bordeaux',
    });
    await aFormation(t, 'CPGE - MPSI informatique', { etab_nom: 'Lycée du Parc' });
    sio = await formationId(t, 'BTS - Services - Services informatiques aux organisations');
    without = await formationId(t, 'CPGE - MPSI informatique');
    await t.database.query(
      `INSERT INTO formation_attendus (mention_key, libelle, attendus, source, source_id, source_url)
       VALUES ('test bts sio', 'BTS services informatiques aux organisations', $1, 'onisep', 'FOR.1',
               'https://www.onisep.fr/http/redirection/formation/slug/FOR.1')`,
      [ATTENDUS],
    );
    await t.database.query(
      `UPDATE catalog_formations SET attendus_key = 'test bts sio' WHERE id = $1::bigint`,
      [sio],
    );
  });
  afterAll(() => t.close());

  const student = async (level = 18) => atLevel(t, await createTestUser(t, { firstName: 'Yanis' }), level);
  const list = (user: TestUser, q = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/levels/catalogues/formations-attendus${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      headers: user.headers,
    });
  const save = (user: TestUser, answer: Record<string, unknown>) => saveStepAs(t, user, 18, 'projet', answer);

  it('propose les formations qui ont des attendus, celles gardées par l’élève d’abord', async () => {
    const user = await student();
    expect((await list(user)).json()).toEqual({ formations: [] });
    const found = (await list(user, 'informatiques')).json().formations;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: sio,
      school: 'Lycée Rive Gauche',
      place: 'Bordeaux',
      saved: false,
      mention: 'BTS services informatiques aux organisations',
      attendus: ATTENDUS,
      source: {
        label: 'Onisep, attendus nationaux publiés sur Parcoursup',
        url: 'https://www.onisep.fr/http/redirection/formation/slug/FOR.1',
      },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/formations/saved',
      headers: user.headers,
      payload: { ids: [sio, without] },
    });
    expect(saved.statusCode).toBe(200);
    const mine = (await list(user)).json().formations;
    expect(mine.map((f: { code: string; saved: boolean }) => [f.code, f.saved])).toEqual([[sio, true]]);
  });

  it('dit ce que deviennent les apprentis quand l’établissement est un CFA relié par l’import, rien sinon', async () => {
    const user = await student();
    const [before] = (await list(user, 'informatiques')).json().formations;
    expect(before).not.toHaveProperty('devenir_apprentis');
    const devenir = aDevenirApprentis();
    await t.database.query('UPDATE catalog_formations SET devenir_apprentis = $2 WHERE id = $1::bigint', [
      sio,
      JSON.stringify(devenir),
    ]);
    try {
      const [after] = (await list(user, 'informatiques')).json().formations;
      expect(after.devenir_apprentis).toEqual(devenir);
    } finally {
      await t.database.query('UPDATE catalog_formations SET devenir_apprentis = NULL WHERE id = $1::bigint', [
        sio,
      ]);
    }
  });

  it('valide un projet qui répond aux attendus, avec le nom de la formation pris dans le catalogue', async () => {
    const user = await student();
    const response = await save(user, {
      formation: { code: sio, label: 'Nom venu du navigateur' },
      paragraphs: PARAGRAPHS,
    });
    expect(response.statusCode).toBe(200);
    const check = response.json();
    expect(check).toMatchObject({ passed: true, problems: [] });
    expect(check.result.attendus.filter((a: { covered: boolean }) => a.covered)).toHaveLength(3);
    const steps = (
      await t.app.inject({ method: 'GET', url: '/api/levels/18/steps', headers: user.headers })
    ).json();
    expect(steps.steps[0].answer.formation.label).toBe(
      'BTS - Services - Services informatiques aux organisations',
    );
  });

  it('garde un projet qui ne répond pas encore aux attendus, avec ce qui manque', async () => {
    const user = await student();
    const vague = {
      pourquoi: 'Cette formation me plaît beaucoup et je pense qu’elle me correspond bien. '.repeat(3),
      preuves: 'Je suis motivé, sérieux et dynamique, et j’ai toujours voulu réussir. '.repeat(5),
      apres: 'Plus tard, je veux un bon métier qui me plaît vraiment. '.repeat(2),
    };
    const response = await save(user, { formation: { code: sio, label: 'x' }, paragraphs: vague });
    expect(response.statusCode).toBe(200);
    expect(response.json().passed).toBe(false);
    expect(JSON.stringify(response.json().problems)).toContain('répond à 0 attendu sur 4');
    const steps = (
      await t.app.inject({ method: 'GET', url: '/api/levels/18/steps', headers: user.headers })
    ).json();
    expect(steps.steps[0].answer.paragraphs.preuves).toBe(vague.preuves);
  });

  it('refuse une formation sans attendus ou inventée, et une réponse mal formée, en français', async () => {
    const user = await student();
    for (const code of [without, '999999999', 'abc']) {
      const refused = await save(user, {
        formation: { code, label: 'Formation rêvée' },
        paragraphs: PARAGRAPHS,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'choix_inconnu',
        message:
          '«\u202fFormation rêvée\u202f» n’a pas d’attendus dans notre catalogue\u202f: choisis une formation de la liste.',
      });
    }
    const tooLong = await save(user, { formation: null, paragraphs: { pourquoi: 'a'.repeat(3001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      '«\u202fPourquoi cette formation\u202f»\u202f: 3000 caractères au plus.',
    );
  });

  it('est réservé aux élèves arrivés au niveau 18', async () => {
    expect((await list(await student(17), 'informatiques')).statusCode).toBe(403);
    const saved = await save(await student(16), { formation: null, paragraphs: {} });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().code).toBe('niveau_inaccessible');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/levels/catalogues/formations-attendus',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
