import { countWords, jobSheetSchema } from '@declic/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { createTestUser, type TestApp, type TestUser, testDatabaseKind } from '../../../test/helper';
import { buildJobDataTestApp } from '../../../test/job-data';
import { askAi, jobSheetRequest, setDepartment } from './ai-chat-test-support';

const dataDir = findDataDir() ?? '';

describeWithData(`fiche métier du niveau 1, moteur hors ligne, données réelles (${testDatabaseKind})`, () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildJobDataTestApp(dataDir);
    student = await createTestUser(t);
    await setDepartment(t, student, '33 - Gironde');
  }, 300_000);
  afterAll(() => t?.close());

  it('compose une fiche de 150 à 200 mots, salaires sourcés et 3 à 5 écoles, dès le niveau 1', async () => {
    const { status, body } = await askAi(t, student, jobSheetRequest('Développeur informatique'));
    expect(status).toBe(200);
    const sheet = jobSheetSchema.parse(body.sheet);
    expect(sheet).toMatchObject({
      romeCode: 'M1805',
      title: 'Développeur / Développeuse informatique',
      origin: 'offline',
    });
    const words = countWords(sheet.description);
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(200);
    expect(sheet.description).toMatch(/^Tu te demandes à quoi ressemble le métier de développeur/);
    expect(sheet.description).toContain('on conçoit et développe des applications informatiques');
    expect(sheet.description).not.toMatch(/[*#]|'/);
    expect(sheet.description).toContain('\u202F?');
    expect(sheet.salary.beginner).toBe('2830 euros brut par mois');
    expect(sheet.salary.median).toBe(
      'de 1\u202F594\u00A0€ à 3\u202F100\u00A0€ net par mois selon le niveau de poste (médianes en France)',
    );
    expect(sheet.salary.sources).toEqual([
      'ONISEP, « salaire du débutant » du métier développeur/euse informatique',
      'DARES, salaire médian net mensuel des salariés à temps complet, 2017-2019',
    ]);
    expect(sheet.schools.length).toBeGreaterThanOrEqual(3);
    expect(sheet.schools.length).toBeLessThanOrEqual(5);
    expect(sheet.schools[0]).toMatchObject({
      name: 'BUT - Informatique',
      place: expect.stringContaining('Bordeaux'),
    });
    expect(body.origin).toBe('offline');
    expect(body.reply).toContain(sheet.description);
    expect(body.reply).toContain('Salaire d’un débutant : 2830 euros brut par mois');
  });

  it('un métier de rêve sans fiche reçoit une réponse honnête qui renvoie aux catalogues', async () => {
    const { status, body } = await askAi(t, student, jobSheetRequest('astronaute de la mer'));
    expect(status).toBe(200);
    expect(body.sheet).toMatchObject({
      romeCode: null,
      title: 'astronaute de la mer',
      salary: { beginner: null, median: null },
    });
    expect(body.sheet.description).toContain(
      'Je n’ai pas trouvé de fiche officielle qui corresponde exactement à «\u202Fastronaute de la mer\u202F»',
    );
    expect(body.sheet.description).toContain('les onglets Formations et Emplois');
    const words = countWords(body.sheet.description);
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(200);
    expect(body.reply).toContain('Salaire d’un débutant : pas de chiffre fiable dans nos données.');
  });

  it('complète les écoles par les formations minimales de l’ONISEP quand le catalogue en a peu', async () => {
    const { body } = await askAi(t, student, jobSheetRequest('cuisinier'));
    expect(body.sheet.romeCode).toBe('G1609');
    expect(body.sheet.salary.beginner).toContain('Smic');
    expect(body.sheet.schools.length).toBeGreaterThanOrEqual(3);
  });
});
