import { describe, expect, it } from 'vitest';
import { fillQuizFigures } from '../../facts/figure-tokens';
import { FIGURE_IDS, WORK_FIGURES } from '../../facts/work-figures';
import { NBSP } from '../../format/typography';
import type { QuizStep, TextStep } from '../engine/steps';
import { LEVEL_32 } from './level-32';
import { check, expectWellFormedQuiz, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_32, 'quiz-stage');
const mail = stepOf<TextStep>(LEVEL_32, 'mail');
const values = Object.fromEntries(FIGURE_IDS.map((id) => [id, WORK_FIGURES[id].fact.value]));

const MESSAGE =
  'Bonjour Madame, je suis élève en seconde au lycée Camille-Claudel et je cherche un stage d’observation ' +
  'du 15 au 26 juin. Votre atelier répare des vélos électriques, et c’est le métier qui me fait envie depuis ' +
  'que j’aide mon oncle le week-end. J’aimerais voir comment vous diagnostiquez une panne et parler avec vos ' +
  'techniciens. Je peux vous envoyer mon CV et la convention de mon lycée. Merci beaucoup pour votre temps. Inès Martin';

describe('niveau 32 : trouver un stage', () => {
  it('un quiz sur la convention et la gratification en vigueur', () => {
    expectWellFormedQuiz(quiz);
    const montant = fillQuizFigures(quiz.questions, values).find((q) => q.id === 'gratification-montant');
    expect(montant?.options[montant.answer]).toBe(`4,50${NBSP}€`);
  });

  it('un mail avec un objet, une politesse et des dates passe ; sans dates, non', () => {
    const objet = 'Demande de stage de seconde, du 15 au 26 juin';
    expect(check(mail, { fields: { objet, message: MESSAGE } }).passed).toBe(true);
    const undated = check(mail, {
      fields: { objet, message: MESSAGE.replace('du 15 au 26 juin', 'cette année') },
    });
    expect(undated.problems.map((problem) => problem.field)).toEqual(['message']);
    expect(undated.problems[0]?.message).toContain('Donne les dates');
    const noSubject = check(mail, { fields: { objet: 'Bonjour, une question', message: MESSAGE } });
    expect(noSubject.problems.map((problem) => problem.field)).toEqual(['objet']);
  });
});
