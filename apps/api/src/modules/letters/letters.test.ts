import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { setTestLevel } from '../chat/chat-test-support';
import { writeLetter } from './letter-writer';

describe('offline letter writer', () => {
  const base = {
    firstName: 'Léa',
    lastName: 'Martin',
    school: 'Lycée Ampère',
    department: '69',
    targetType: 'metier' as const,
    target: 'Infirmier',
    date: new Date('2026-11-21T10:00:00Z'),
  };

  it('writes a complete letter: header, object, greeting, three paragraphs and a closing formula', () => {
    const letter = writeLetter({ ...base, style: 'sobre' });
    const paragraphs = letter.split('\n\n');
    expect(paragraphs[0]).toBe('Léa Martin\nLycée Ampère');
    expect(paragraphs[1]).toBe('Rhône, le 21 novembre 2026');
    expect(paragraphs[2]).toBe(
      'Objet\u202f: candidature pour un stage ou un emploi dans le métier «\u202fInfirmier\u202f»',
    );
    expect(paragraphs[3]).toBe('Madame, Monsieur,');
    expect(paragraphs[4]).toContain('Actuellement élève à Lycée Ampère (Rhône)');
    expect(paragraphs[7]).toMatch(/Je vous prie d’agréer, Madame, Monsieur, .+\.$/);
    expect(paragraphs.at(-1)).toBe('Léa Martin');
  });

  it('changes every paragraph with the style', () => {
    const letters = (['sobre', 'enthousiaste', 'professionnel'] as const).map((style) =>
      writeLetter({ ...base, style }).split('\n\n'),
    );
    for (const paragraph of [2, 4, 5, 6, 7]) {
      expect(new Set(letters.map((letter) => letter[paragraph])).size).toBe(3);
    }
    expect(letters[1]![4]).toContain('enthousiasme');
  });

  it('names a formation in guillemets and survives an empty profile', () => {
    const letter = writeLetter({
      ...base,
      firstName: null,
      lastName: null,
      school: null,
      department: null,
      targetType: 'formation',
      target: 'BTS SIO',
      style: 'professionnel',
    });
    expect(letter).toContain('la formation «\u202fBTS SIO\u202f»');
    expect(letter.startsWith('Prénom Nom')).toBe(true);
  });
});

describe('letter API', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    student = await createTestUser(t, { firstName: 'Inès' });
    await setTestLevel(t.database, student.id, 12);
  });
  afterAll(() => t.close());

  const generate = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/letter/generate', headers: user.headers, payload });

  it('refuses below level 12', async () => {
    const young = await createTestUser(t);
    const response = await generate(young, {
      style: 'sobre',
      selection: { type: 'metier', label: 'Infirmier' },
    });
    expect(response.statusCode).toBe(403);
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
});
