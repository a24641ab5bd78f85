import { describe, expect, it } from 'vitest';
import type { ChecklistStep, TextStep } from '../engine/steps';
import { LEVEL_48 } from './level-48';
import { check, prose, stepOf } from './level-test-support';

const canvas = stepOf<TextStep>(LEVEL_48, 'ton-canevas');
const firstTest = stepOf<TextStep>(LEVEL_48, 'premier-test');
const after = stepOf<ChecklistStep>(LEVEL_48, 'apres-le-test');

const CANVAS = {
  probleme:
    'Au lycée, plein d’élèves ont des vêtements qu’ils ne portent plus, et d’autres n’ont pas de quoi en racheter.',
  'pour-qui': 'Les élèves du lycée, surtout les secondes.',
  solution:
    'Un troc de vêtements au foyer, un midi par mois : on apporte un vêtement propre, on repart avec un autre.',
  besoins: 'Une salle le midi, l’accord du CPE, des portants prêtés par le club de théâtre.',
  soutiens: 'Ma prof d’arts plastiques pour les affiches, et Léa pour les photos.',
  mesure: 'Au moins vingt élèves viennent au premier troc.',
};
const FIRST_TEST = {
  test: 'Un sondage dans trois classes de seconde : qui viendrait à un troc de vêtements, et avec quoi ?',
  quand: 'Mardi midi, la semaine prochaine.',
  materiel: 'Un formulaire en ligne et un message dans le groupe de chaque classe.',
};
const REQUIRED = ['fait', 'compte', 'avis', 'decision'];
const REVIEW =
  'Quarante-deux élèves ont répondu, et trente viendraient. Plusieurs veulent aussi des livres. Je continue, et j’ajoute un coin livres.';

describe('niveau 48 : lancer un projet', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_48).toMatchObject({ level: 48, screen: 'player', evidence: 'steps' });
    expect(LEVEL_48.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_48.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_48.steps.map((step) => step.kind)).toEqual(['dialogue', 'text', 'text', 'checklist']);
  });

  it('dit les règles pour un mineur et où les vérifier, sans aucun montant', () => {
    const dialogue = JSON.stringify(LEVEL_48.steps[0]);
    for (const words of [
      'Dès 16\u00a0ans, tu peux créer une association et la diriger',
      'Juniors Associations',
      'juniorassociation.org',
      'statut légal',
      'service-public.gouv.fr',
    ]) {
      expect(dialogue).toContain(words);
    }
    for (const text of prose(LEVEL_48)) expect(text).not.toMatch(/€|%|\beuros?\b/i);
  });

  it('donne des exemples tirés de la vie des élèves', () => {
    const dialogue = JSON.stringify(LEVEL_48.steps[0]);
    for (const words of [
      'troc de vêtements',
      'aide aux devoirs',
      'boutique en ligne',
      'nettoyage du quartier',
    ]) {
      expect(dialogue).toContain(words);
    }
  });

  it('valide un canevas complet', () => {
    expect(canvas.fields.map((field) => field.id)).toEqual([
      'probleme',
      'pour-qui',
      'solution',
      'besoins',
      'soutiens',
      'mesure',
    ]);
    expect(check(canvas, { fields: CANVAS })).toEqual({ passed: true, problems: [] });
  });

  it('refuse un signe de réussite qu’on ne peut pas compter, pour le bon champ', () => {
    const result = check(canvas, {
      fields: { ...CANVAS, mesure: 'Si les gens sont contents et que ça leur plaît.' },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['mesure']);
    expect(result.problems[0]?.message).toMatch(/^Donne un signe que tu peux compter/);
  });

  it('valide un premier test daté, et refuse un test sans moment', () => {
    expect(check(firstTest, { fields: FIRST_TEST })).toEqual({ passed: true, problems: [] });
    const result = check(firstTest, { fields: { ...FIRST_TEST, quand: 'Bientôt, quand j’aurai le temps.' } });
    expect(result.problems.map((problem) => problem.field)).toEqual(['quand']);
    expect(result.problems[0]?.message).toMatch(/^Dis quand tu fais ton test, dans les deux semaines/);
  });

  it('demande le test fait, les gens comptés, les avis et une décision', () => {
    expect(after.items.filter((item) => item.required).map((item) => item.id)).toEqual(REQUIRED);
    expect(check(after, { done: REQUIRED, report: REVIEW })).toEqual({ passed: true, problems: [] });
    const missing = check(after, { done: ['fait', 'merci'], report: REVIEW });
    expect(missing.problems.map((problem) => problem.field)).toEqual(['compte', 'avis', 'decision']);
  });

  it('refuse un bilan sans décision, pour le bon champ', () => {
    const result = check(after, {
      done: REQUIRED,
      report: 'Il y avait une quinzaine de personnes, elles ont bien aimé le stand et les affiches.',
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['bilan']);
    expect(result.problems[0]?.message).toMatch(/^Termine par ta décision/);
  });
});
