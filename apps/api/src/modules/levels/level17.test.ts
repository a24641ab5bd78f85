import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';

const CV = {
  identite: 'Léa Martin\nlea.martin@example.fr · Lyon',
  titre: 'Élève de seconde, à la recherche d’un stage d’observation en cuisine',
  formation: '2025-2026 : seconde générale, lycée Jean-Moulin, Lyon',
  experiences: 'Été 2025 : babysitting de deux enfants, trois après-midi par semaine',
  competences: 'Tableur : tableaux et graphiques simples',
  qualites: 'Rigueur : je relis trés attentivement chaque devoir avant de le rendre',
  langues: 'Anglais : niveau B1',
  centres: 'Handball au club des zébulons depuis quatre ans',
};

describe(`niveau 17 : la relecture du CV avec un dictionnaire français (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const put = (user: TestUser, level: number, step: string, answer: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/levels/${level}/steps/${step}`,
      headers: user.headers,
      payload: { answer },
    });

  it('bloque sur les fautes avec des corrections, accepte un mot confirmé, puis met le CV du niveau 15 à jour', async () => {
    const user = await atLevel(t, await createTestUser(t), 17);
    expect((await put(user, 15, 'cv', { sections: CV })).statusCode).toBe(200);

    const first = (await put(user, 17, 'relecture-cv', { sections: CV })).json();
    expect(first.passed).toBe(false);
    const spelling = first.result.remarks.filter((remark: { kind: string }) => remark.kind === 'orthographe');
    expect(spelling.map((remark: { excerpt: string }) => remark.excerpt)).toEqual(['trés', 'zébulons']);
    expect(spelling[0].suggestions).toContain('très');
    // Names, acronyms, elisions and compounds are not faults.
    expect(JSON.stringify(first.result.remarks)).not.toMatch(/Jean|B1|aujourd|après-midi|d’observation/);

    const corrected = {
      ...CV,
      qualites: 'Rigueur : je relis très attentivement chaque devoir avant de le rendre',
    };
    const second = (
      await put(user, 17, 'relecture-cv', { sections: corrected, accepted: ['Zébulons'] })
    ).json();
    expect(second).toMatchObject({ passed: true, problems: [] });

    const level15 = (
      await t.app.inject({ method: 'GET', url: '/api/levels/15/steps', headers: user.headers })
    ).json();
    expect(
      level15.steps.find((step: { stepId: string }) => step.stepId === 'cv').answer.sections.qualites,
    ).toBe(corrected.qualites);
  });

  it('une rubrique vidée bloque, et le CV du niveau 15 reste tel qu’il était', async () => {
    const user = await atLevel(t, await createTestUser(t), 17);
    await put(user, 15, 'cv', { sections: CV });
    const emptied = (
      await put(user, 17, 'relecture-cv', {
        sections: { ...CV, experiences: '' },
        accepted: ['zébulons', 'trés'],
      })
    ).json();
    expect(emptied.passed).toBe(false);
    expect(emptied.problems).toEqual([
      {
        field: 'experiences',
        message: 'La rubrique «\u202fExpériences\u202f» est vide\u202f: un recruteur la cherche.',
      },
    ]);
    const level15 = (
      await t.app.inject({ method: 'GET', url: '/api/levels/15/steps', headers: user.headers })
    ).json();
    expect(level15.steps[0].answer.sections.experiences).toBe(CV.experiences);
  });
});
