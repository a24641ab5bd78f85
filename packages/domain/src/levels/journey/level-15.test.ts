import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkStep } from '../engine/checks';
import type { AnsweredStep, ChecklistStep, DocumentStep } from '../engine/steps';
import { LEVEL_15 } from './level-15';

const stepOf = <K extends AnsweredStep['kind']>(id: string, kind: K) => {
  const step = LEVEL_15.steps.find((s) => s.id === id);
  if (step?.kind !== kind) throw new Error(`step ${id} is not a ${kind}`);
  return step as Extract<AnsweredStep, { kind: K }>;
};

const cv: DocumentStep = stepOf('cv', 'document');
const relecture: ChecklistStep = stepOf('relecture', 'checklist');

const check = (step: AnsweredStep, raw: unknown) =>
  checkStep(step, answerSchemaFor(step).parse(raw) as Record<string, unknown>);

const CV_INES: Record<string, string> = {
  identite: 'Inès Moreau\nines.moreau@example.fr · 06 12 34 56 78\nVilleurbanne (69)',
  titre: 'Élève de seconde, à la recherche d’un stage d’observation en boulangerie',
  formation:
    '2025-2026 : seconde générale, lycée Jean-Moulin, Lyon\n2025 : diplôme national du brevet, mention bien',
  experiences:
    'Été 2025 : babysitting de deux enfants, trois après-midi par semaine\n' +
    '2024-2025 : déléguée de classe, porte-parole de 28 élèves au conseil de classe\n' +
    'Mai 2025 : vente de gâteaux pour le foyer du collège, 150 € récoltés',
  competences: 'Tableur : tableaux et graphiques simples\nPremiers secours (PSC1)\nPâtisserie de base',
  qualites: 'Rigueur : je relis chaque devoir avant de le rendre\nEsprit d’équipe\nAutonomie',
  langues: 'Anglais : niveau B1\nEspagnol : niveau A2',
  centres: 'Handball en club depuis 4 ans\nCuisine pour ma famille le week-end',
};

describe('level 15, « Ton premier CV »', () => {
  it('is played in the player: a dialogue, the CV, then a last check', () => {
    expect(LEVEL_15.level).toBe(15);
    expect(LEVEL_15.screen).toBe('player');
    expect(LEVEL_15.evidence).toBe('steps');
    expect(LEVEL_15.steps.map((s) => s.kind)).toEqual(['dialogue', 'document', 'checklist']);
    expect(LEVEL_15.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_15.intro.length).toBeLessThanOrEqual(3);
  });

  it('has the CV sections, each with a length limit, prefilled where Déclic knows the answer', () => {
    expect(cv.sections.map((s) => s.id)).toEqual([
      'identite',
      'titre',
      'formation',
      'experiences',
      'competences',
      'qualites',
      'langues',
      'centres',
    ]);
    for (const section of cv.sections) {
      expect(section.maxLength).toBeGreaterThanOrEqual(200);
      expect(section.maxLength).toBeLessThanOrEqual(600);
      expect(section.hint.length).toBeGreaterThan(20);
    }
    const prefill = Object.fromEntries(cv.sections.map((s) => [s.id, s.prefill]));
    expect(prefill).toMatchObject({
      identite: 'identity',
      formation: 'school',
      competences: 'skills',
      qualites: 'qualities',
      langues: 'languages',
      centres: 'interests',
    });
    const required = cv.sections.filter((s) => s.required).map((s) => s.id);
    expect(required).toEqual(['identite', 'titre', 'formation', 'experiences', 'competences', 'qualites']);
    expect(cv.tips.length).toBeGreaterThanOrEqual(6);
    expect(cv.tips.length).toBeLessThanOrEqual(8);
  });

  it('writes French typography and no point médian', () => {
    const texts = JSON.stringify(LEVEL_15);
    expect(texts).not.toContain('·');
    expect(texts).not.toMatch(/\p{L}'\p{L}/u);
    for (const unit of [
      '10\u00a0secondes',
      '12\u00a0enfants',
      '3\u00a0semaines',
      '150\u00a0€',
      '4\u00a0ans',
    ]) {
      expect(texts).toContain(unit);
    }
    expect(cv.title).toBe('Ton CV, rubrique par rubrique');
  });

  it('passes a realistic first CV, even with the optional sections empty', () => {
    expect(check(cv, { sections: CV_INES })).toEqual({ passed: true, problems: [] });
    expect(check(cv, { sections: { ...CV_INES, langues: '', centres: '' } }).passed).toBe(true);
  });

  it('asks for an empty required section by its name', () => {
    const result = check(cv, { sections: { ...CV_INES, experiences: '  \n ' } });
    expect(result.passed).toBe(false);
    expect(result.problems).toEqual([
      { field: 'experiences', message: 'Remplis la rubrique «\u202fExpériences\u202f».' },
    ]);
  });

  it('counts a missing section as empty', () => {
    const { identite: _identite, ...rest } = CV_INES;
    const result = check(cv, { sections: rest });
    expect(result.problems.map((p) => p.field)).toEqual(['identite']);
  });

  it('refuses a section longer than its limit, in French', () => {
    const parsed = answerSchemaFor(cv).safeParse({ sections: { ...CV_INES, titre: 'a'.repeat(201) } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('« Ton titre » : 200 caractères au plus.');
  });

  it('needs the PDF and the spelling ticked; the proofreading by someone is optional', () => {
    expect(relecture.items.map((i) => [i.id, i.required])).toEqual([
      ['pdf', true],
      ['relu', false],
      ['orthographe', true],
    ]);
    expect(check(relecture, { done: ['pdf', 'orthographe'] }).passed).toBe(true);
    const missing = check(relecture, { done: ['relu'] });
    expect(missing.problems.map((p) => p.field)).toEqual(['pdf', 'orthographe']);
    expect(missing.problems[0]?.message).toBe(
      'Coche «\u202fJ’ai exporté mon CV en PDF\u202f» quand c’est fait.',
    );
  });
});
