import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { answerQuestionnaire, answersForLetters } from '../../../test/orientation';
import { seedDemoCatalog } from '../catalog/demo-seed';

describe('letter API', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalog(t.database);
    student = await createTestUser(t, { firstName: 'Inès' });
    await setTestLevel(t.database, student.id, 12);
  });
  afterAll(() => t.close());

  const generate = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/letter/generate', headers: user.headers, payload });
  const suggest = (query: string, user = student) =>
    t.app.inject({ method: 'GET', url: `/api/letter/suggest?${query}`, headers: user.headers });

  it('refuses below level 12', async () => {
    const young = await createTestUser(t);
    const response = await generate(young, {
      style: 'sobre',
      selection: { type: 'metier', label: 'Infirmier' },
    });
    expect(response.statusCode).toBe(403);
    expect((await suggest('q=infi&type=metier', young)).statusCode).toBe(403);
  });

  it('accepts both payload shapes, saves the letter and lists only mine', async () => {
    const picked = await generate(student, {
      style: 'enthousiaste',
      selection: { type: 'metier', label: 'Boulanger' },
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().letter).toContain('Inès');
    const free = await generate(student, { style: 'sobre', formation_selection: 'CAP Pâtisserie' });
    expect(free.statusCode).toBe(200);
    expect(free.json().saved).toMatchObject({
      targetType: 'formation',
      target: 'CAP Pâtisserie',
      style: 'sobre',
    });
    const other = await createTestUser(t);
    await setTestLevel(t.database, other.id, 12);
    const mine = await t.app.inject({ method: 'GET', url: '/api/letter/mine', headers: student.headers });
    expect(mine.json().letters.map((l: { target: string }) => l.target)).toEqual([
      'CAP Pâtisserie',
      'Boulanger',
    ]);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/letter/mine', headers: other.headers });
    expect(theirs.json().letters).toEqual([]);
  });

  it('answers a French 400 for a missing target or an unknown style', async () => {
    expect((await generate(student, { style: 'sobre' })).statusCode).toBe(400);
    expect((await generate(student, { style: 'poétique', emploi_selection: 'Boulanger' })).statusCode).toBe(
      400,
    );
  });

  it('suggests métiers from the catalogue without caring about accents or case', async () => {
    const response = await suggest('q=MENUISIERE&type=metier');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toContainEqual({
      id: 'DEMO01',
      type: 'metier',
      label: 'Menuisier / Menuisière',
    });
    // 11 demo titles contain « ie » (Menuisier, Mécanicien, Électricien…): the list stops at 10.
    const many = (await suggest('q=IE&type=metier')).json().items;
    expect(many.length).toBe(10);
    expect((await suggest('q=e&type=metier')).json().items).toEqual([]);
    expect((await suggest('q=%25%25&type=metier')).json().items).toEqual([]);
  });

  it('suggests formations with their establishment, and refuses an unknown type', async () => {
    const items = (await suggest('q=diplome d%27etat&type=formation')).json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ type: 'formation' });
    expect(items[0].label).toMatch(/^Diplôme d’État d’infirmier — Campus démo Déclic de /);
    const bad = await suggest('q=info&type=ecole');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('metier ou formation');
  });

  it('personalises the letter: profile, gender, analysis strengths and the target’s data', async () => {
    const lea = await createTestUser(t, { firstName: 'Léa' });
    await setTestLevel(t.database, lea.id, 12);
    await t.database.query(
      `UPDATE profiles SET last_name = 'Roux', school = 'Lycée Lumière', department = '69', gender = 'Femme'
       WHERE user_id = $1`,
      [lea.id],
    );
    await answerQuestionnaire(t, lea, answersForLetters({ S: 'Oui', A: 'Un peu', E: 'Pas trop' }));
    const analysis = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/generate-analysis',
      headers: lea.headers,
      payload: { userId: lea.id },
    });
    expect(analysis.statusCode).toBe(200);

    const metier = (await suggest('q=infirm&type=metier', lea)).json().items[0];
    const letter = (await generate(lea, { style: 'sobre', selection: metier })).json().letter as string;
    expect(letter.startsWith('Léa Roux\nLycée Lumière\n\nRhône, le')).toBe(true);
    expect(letter).toContain('l’écoute et l’empathie');
    expect(letter).toContain('sérieuse');
    expect(letter).toMatch(/Ce métier demande notamment de \p{Ll}/u);

    const formation = (await suggest('q=BUT info&type=formation', lea)).json().items[0];
    const forFormation = (await generate(lea, { style: 'professionnel', selection: formation })).json();
    expect(forFormation.letter).toContain('la formation «\u202fBUT Informatique\u202f»');
    expect(forFormation.letter).toContain('au sein de Campus démo Déclic de ');
    expect(forFormation.letter).toContain('Bachelor universitaire de technologie');
    expect(forFormation.saved.target).toBe(formation.label);

    // Typed text that is exactly a catalogue title (accents aside) still finds the skills.
    const typed = (
      await generate(lea, { style: 'enthousiaste', emploi_selection: 'infirmier / infirmiere' })
    ).json();
    expect(typed.letter).toMatch(/J’ai vraiment hâte d’apprendre à \p{Ll}.+\u202f!/u);
  });
});
