import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import {
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { buildJobDataTestApp } from '../../../test/job-data';
import { advisorRequest, askAi, setDepartment, streamAi } from './ai-chat-test-support';

const dataDir = findDataDir() ?? '';

describeWithData(`conseiller IA hors ligne sur les données réelles (${testDatabaseKind})`, () => {
  let t: TestApp;
  let student: TestUser;
  const ask = async (message: string, overrides = {}) => {
    const { status, body } = await askAi(t, student, advisorRequest(message, overrides));
    expect(status).toBe(200);
    expect(body.origin).toBe('offline');
    return body.reply as string;
  };

  beforeAll(async () => {
    t = await buildJobDataTestApp(dataDir);
    student = await createTestUser(t, { firstName: 'Inès' });
    await setTestLevel(t.database, student.id, 15);
    await setDepartment(t, student, '33 - Gironde');
  }, 300_000);
  afterAll(() => t?.close());

  it('salaire : texte ONISEP du débutant et médiane DARES, sources nommées', async () => {
    const reply = await ask('Combien gagne une infirmière ?');
    expect(reply).toContain('infirmier / infirmière en soins généraux (IDE)');
    expect(reply).toContain('1890 euros pour un infirmier débutant dans la fonction publique');
    expect(reply).toContain('2\u202F025\u00A0€ net par mois');
    expect(reply).toContain('Sources\u202F: ONISEP');
    expect(reply).toContain('DARES, salaire médian net mensuel');
  });

  it('études : texte d’accès ROME, niveau et formations minimales ONISEP', async () => {
    const reply = await ask('Quelles études pour devenir développeur informatique ?');
    expect(reply).toContain('Bac+2 à Bac+5 dans le domaine de l’informatique');
    expect(reply).toContain('le niveau minimum est Bac + 2');
    expect(reply).toContain('Formations possibles\u202F:');
  });

  it('quotidien : les missions de la fiche ROME', async () => {
    const reply = await ask('Concrètement, c’est quoi le quotidien d’un cuisinier ?');
    expect(reply).toContain('on prépare et cuisine des mets');
  });

  it('compétences : les compétences clés de la fiche', async () => {
    const reply = await ask('Quelles compétences faut-il pour être cuisinier ?');
    expect(reply).toMatch(
      /^Les compétences clés pour être cuisinier \/ cuisinière\u202F: .*préparer des plats culinaires/,
    );
  });

  it('où se former : formations du catalogue, celles du département de l’élève d’abord', async () => {
    const reply = await ask('Où me former pour être développeur informatique ?');
    expect(reply).toContain('en commençant par ton département, 33 - Gironde');
    expect(reply).toContain('BUT - Informatique à I.U.T de Bordeaux');
  });

  it('offres près de chez moi : le compte des offres du département du profil', async () => {
    const [row] = await t.database.query<{ code_departement: string; n: number }>(
      `SELECT code_departement, count(*)::int AS n FROM catalog_offres WHERE rome_code = 'J1506'
        AND code_departement IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const other = await createTestUser(t);
    await setTestLevel(t.database, other.id, 15);
    const departement = (
      await t.database.query<{ code: string; nom: string }>(
        'SELECT code, nom FROM geo_departements WHERE code = $1',
        [row!.code_departement],
      )
    )[0];
    const label = `${row!.code_departement} - ${departement?.nom ?? 'Département'}`;
    await setDepartment(t, other, label);
    const { body } = await askAi(
      t,
      other,
      advisorRequest('Y a-t-il des offres d’infirmier près de chez moi ?'),
    );
    expect(body.reply).toContain(`Notre catalogue compte ${row!.n} offre`);
    expect(body.reply).toContain(`dans ton département (${label})`);
  });

  it('profil : les métiers recommandés par l’analyse de l’élève', async () => {
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', $2)`,
      [
        student.id,
        JSON.stringify({
          riasec: {
            code: 'SA',
            letters: [
              { letter: 'S', label: 'Social' },
              { letter: 'A', label: 'Artistique' },
            ],
          },
          jobRecommendations: [
            { title: 'Infirmier / Infirmière', skills: [] },
            { title: 'Éducateur spécialisé', skills: [] },
          ],
        }),
      ],
    );
    const reply = await ask('Quels métiers me correspondent d’après mes résultats ?');
    expect(reply).toContain('Ton profil d’intérêts (RIASEC) est SA, surtout Social et Artistique.');
    expect(reply).toContain(
      'les métiers qui te correspondent le plus sont\u202F: Infirmier / Infirmière et Éducateur spécialisé',
    );
  });

  it('reprend le métier dont parlait l’historique', async () => {
    const history = [
      { role: 'user' as const, content: 'Parle-moi du métier de cuisinier' },
      { role: 'assistant' as const, content: 'Le cuisinier prépare les plats.' },
    ];
    const reply = await ask('Et ça gagne combien ?', { history });
    expect(reply).toContain('Côté salaire pour cuisinier / cuisinière');
  });

  it('mode persona : parle au nom du métier choisi', async () => {
    const reply = await ask('Tu fais quoi de tes journées ?', {
      mode: 'persona',
      persona: 'Cuisinier',
      advisorType: 'Cuisinier',
    });
    expect(reply).toMatch(/^Je suis cuisinier \/ cuisinière/);
    expect(reply).toContain('on prépare et cuisine des mets');
  });

  it('dit simplement qu’il est l’assistant hors ligne quand la question le dépasse', async () => {
    const reply = await ask('Quelle est la capitale du Pérou ?');
    expect(reply).toContain('Je suis l’assistant hors ligne de Déclic');
    expect(reply).toContain('Ta question dépasse ce que je sais faire hors ligne.');
  });

  it('envoie la réponse hors ligne en flux SSE : quelques deltas puis done', async () => {
    const { status, contentType, events } = await streamAi(
      t,
      student,
      advisorRequest('Combien gagne un cuisinier ?'),
    );
    expect(status).toBe(200);
    expect(contentType).toContain('text/event-stream');
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', origin: 'offline' });
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(
      done?.type === 'done' ? done.reply : '',
    );
  });
});
