import { describe, expect, it } from 'vitest';
import type { InterviewStep } from '../engine/steps';
import { answerFeedback, starParts } from '../interview/answer-feedback';
import { formationType } from '../interview/formation-questions';
import { INTERVIEW_LENGTH, type InterviewTarget, interviewPlan } from '../interview/interview-questions';
import { metierFamily } from '../interview/metier-questions';
import { LEVEL_22 } from './level-22';
import { check, stepOf } from './level-test-support';

const interview = stepOf<InterviewStep>(LEVEL_22, 'entretien');
const VENTE: InterviewTarget = {
  kind: 'metier',
  code: 'D1214',
  label: 'Vendeur en prêt-à-porter',
  family: 'D',
};
const BTS: InterviewTarget = {
  kind: 'formation',
  code: '42',
  label: 'BTS Commerce international',
  family: 'bts-but',
};

const STORY =
  'L’année dernière, pendant mon stage de seconde dans une boulangerie, la vendeuse est tombée malade. ' +
  'Je devais tenir la caisse seule un samedi matin. J’ai préparé une liste des prix, je rendais la monnaie ' +
  'en comptant à voix haute. Au final, tout s’est bien passé et la patronne m’a proposé un job d’été.';

function transcript(target: InterviewTarget, answer: (kind: string) => string) {
  return {
    target: { kind: target.kind, code: target.code, label: target.label },
    turns: interviewPlan(target).map((question) => ({
      questionId: question.id,
      kind: question.kind,
      question: question.text,
      origin: 'banque',
      answer: answer(question.kind),
    })),
  };
}

describe('niveau 22 : simulation d’entretien', () => {
  it('six questions : présentation, motivation, deux du métier, une histoire, puis la parole au candidat', () => {
    const plan = interviewPlan(VENTE);
    expect(plan).toHaveLength(INTERVIEW_LENGTH);
    expect(plan.map((question) => question.kind)).toEqual([
      'ouverture',
      'motivation',
      'terrain',
      'situation',
      'terrain',
      'cloture',
    ]);
    expect(plan[1]?.text).toBe(
      'Qu’est-ce qui vous attire dans ce métier, «\u202FVendeur en prêt-à-porter\u202F»\u202F?',
    );
    expect(plan[2]?.id).toBe('d-mecontent');
    expect(interviewPlan(BTS)[5]?.text).toBe('Pour finir, avez-vous des questions pour le jury\u202F?');
  });

  it('la famille vient de la lettre ROME, le type de formation du nom du diplôme', () => {
    expect(metierFamily('M1805')).toBe('M');
    expect(metierFamily(null)).toBe('');
    expect(formationType(['Brevet de technicien supérieur', 'BTS - Services - Tourisme'])).toBe('bts-but');
    expect(formationType(['Licence - Psychologie'])).toBe('licence');
    expect(formationType(['D.E Infirmier'])).toBe('sante-social');
    expect(formationType(['CPGE - MPSI'])).toBe('cpge');
    expect(formationType(['Formation d’ingénieur Bac + 5'])).toBe('ecole');
    expect(formationType(['Certificat de spécialisation'])).toBe('autre');
    // An offer without ROME code still gets questions of the trade.
    expect(interviewPlan({ ...VENTE, kind: 'offre', family: '' })[2]?.id).toBe('metier-nouveau');
  });

  it('le retour dit la longueur, l’exemple, les parties STAR et le nom de la cible', () => {
    expect(starParts(STORY)).toEqual({ situation: true, action: true, resultat: true });
    expect(answerFeedback('situation', STORY, '').lines.map((line) => line.tone)).toEqual(['bravo', 'bravo']);
    const vague = answerFeedback('situation', 'Je suis quelqu’un de motivé et sérieux.', '');
    expect(vague.words).toBe(7);
    expect(vague.lines.map((line) => line.text)).toEqual([
      'Un peu court (7 mots)\u202F: développe en trois ou quatre phrases.',
      'Pour une histoire complète, ajoute la situation\u202F: quand et où, en une phrase\u202F; ce que toi tu as fait, avec «\u202Fje\u202F»\u202F; le résultat\u202F: ce que ça a donné, ce que tu as appris.',
    ]);
    const motivation = answerFeedback('motivation', 'J’adore conseiller, la mode me passionne.', VENTE.label);
    expect(motivation.lines.at(-1)?.text).toBe(
      'Nomme ce que tu vises en toutes lettres\u202F: «\u202FVendeur en prêt-à-porter\u202F».',
    );
    expect(answerFeedback('motivation', 'Je veux être vendeur.', VENTE.label).lines.at(-1)?.tone).toBe(
      'bravo',
    );
    expect(answerFeedback('cloture', 'Non, rien.', '').lines[0]?.tone).toBe('conseil');
  });

  it('passe quand les six réponses ont du fond et que l’élève pose une question à la fin', () => {
    const done = check(
      interview,
      transcript(VENTE, (kind) =>
        kind === 'cloture' ? 'À quoi ressemble une journée type en boutique ?' : STORY,
      ),
    );
    expect(done.passed).toBe(true);
    expect(done.result).toMatchObject({ kind: 'interview' });
    expect((done.result as { feedback: unknown[] }).feedback).toHaveLength(INTERVIEW_LENGTH);
  });

  it('dit quelle réponse développer, demande une question au recruteur et la fin de l’entretien', () => {
    const short = transcript(VENTE, (kind) => (kind === 'cloture' ? 'Non merci.' : STORY));
    short.turns[1] = { ...short.turns[1], answer: 'J’aime bien la vente.' } as (typeof short.turns)[number];
    expect(check(interview, short).problems.map((problem) => problem.message)).toEqual([
      'Ta réponse à la question 2 fait 4 mots\u202F: développe-la, au moins 15.',
      'À la fin, pose au moins une question au recruteur ou au jury.',
    ]);
    const unfinished = { ...short, turns: short.turns.slice(0, 2) };
    expect(check(interview, unfinished).problems.at(-1)?.message).toBe(
      'Va jusqu’au bout de l’entretien\u202F: encore 4 questions.',
    );
    expect(check(interview, { turns: [] }).problems).toEqual([
      { field: 'target', message: 'Choisis pour quoi tu passes l’entretien.' },
    ]);
  });
});
