import { typographieFr } from '../../format/typography';
import type { BankQuestion } from './bank-question';
import { FORMATION_TYPES } from './formation-questions';
import { ANY_TRADE, METIER_FAMILIES } from './metier-questions';

export type { BankQuestion };

/**
 * What each question of the interview is for: the feedback reads the answer differently for a
 * story (STAR), a motivation (the target named) or the closing (a question asked back).
 */
export type QuestionKind = 'ouverture' | 'motivation' | 'terrain' | 'situation' | 'cloture';

export interface InterviewQuestion extends BankQuestion {
  kind: QuestionKind;
}

/** A job (a recruiter asks) or a formation (an admission jury asks). */
export type InterviewTargetKind = 'metier' | 'offre' | 'formation';

/** What the interview is for, as the catalogue names it. */
export interface InterviewTarget {
  kind: InterviewTargetKind;
  code: string;
  label: string;
  /** The ROME letter of a job or offer ('' when unknown), the type key of a formation. */
  family: string;
}

export const isJury = (target: Pick<InterviewTarget, 'kind'>) => target.kind === 'formation';

/** The family's name as the screen shows it: « commerce et vente », « BTS ou BUT »… */
export function familyLabel(target: Pick<InterviewTarget, 'kind' | 'family'>): string {
  if (isJury(target)) return (FORMATION_TYPES[target.family] ?? FORMATION_TYPES.autre)?.label ?? '';
  return (METIER_FAMILIES[target.family] ?? ANY_TRADE).label;
}

function terrainQuestions(target: InterviewTarget): BankQuestion[] {
  if (isJury(target)) return (FORMATION_TYPES[target.family] ?? FORMATION_TYPES.autre)?.questions ?? [];
  return (METIER_FAMILIES[target.family] ?? ANY_TRADE).questions;
}

const RECRUITER: Record<Exclude<QuestionKind, 'terrain'>, (label: string) => BankQuestion> = {
  ouverture: () => ({
    id: 'ouverture',
    text: 'Bonjour ! Pour commencer, présentez-vous en quelques phrases.',
    hint: 'Une minute : qui tu es, ce que tu fais, ce qui t’amène. Ton pitch du niveau 21 est fait pour ça.',
  }),
  motivation: (label) => ({
    id: 'motivation',
    text: `Qu’est-ce qui vous attire dans ce métier, « ${label} » ?`,
    hint: 'Nomme le métier et donne une raison à toi, tirée d’une expérience : un stage, une rencontre, un essai.',
  }),
  situation: () => ({
    id: 'situation',
    text: 'Racontez-moi une situation difficile que vous avez réussi à surmonter.',
    hint: 'La méthode STAR du niveau 13 : la situation, ta tâche, ce que tu as fait, et le résultat.',
  }),
  cloture: () => ({
    id: 'cloture',
    text: 'Avez-vous des questions à me poser ?',
    hint: 'Ne réponds jamais « non, rien » : demande à quoi ressemble une journée type, ou comment se passe l’intégration.',
  }),
};

const JURY: typeof RECRUITER = {
  ouverture: () => ({
    id: 'ouverture',
    text: 'Bonjour. Présentez-vous et racontez-nous votre parcours jusqu’ici.',
    hint: 'Ta classe, tes matières fortes, un engagement en dehors des cours, et ce qui t’amène ici.',
  }),
  motivation: (label) => ({
    id: 'motivation',
    text: `Pourquoi avez-vous choisi cette formation, « ${label} », et pas une autre ?`,
    hint: 'Ton projet motivé du niveau 18 est ta base : nomme la formation et ce qu’elle t’apporte à toi.',
  }),
  situation: () => ({
    id: 'situation',
    text: 'Parlez-nous d’une réussite dont vous êtes fier, à l’école ou en dehors.',
    hint: 'La méthode STAR du niveau 13 : la situation, ta tâche, ce que tu as fait, et le résultat.',
  }),
  cloture: () => ({
    id: 'cloture',
    text: 'Pour finir, avez-vous des questions pour le jury ?',
    hint: 'Une vraie question montre ton intérêt : les stages, les projets de première année, la suite après le diplôme.',
  }),
};

/**
 * The six questions of a mock interview, in order: introduction, motivation, two questions of
 * the trade or the formation type, a story, and the closing where the student asks back.
 */
export function interviewPlan(target: InterviewTarget): InterviewQuestion[] {
  const common = isJury(target) ? JURY : RECRUITER;
  const [first, second] = terrainQuestions(target);
  const plan: [QuestionKind, BankQuestion | undefined][] = [
    ['ouverture', common.ouverture(target.label)],
    ['motivation', common.motivation(target.label)],
    ['terrain', first],
    ['situation', common.situation(target.label)],
    ['terrain', second],
    ['cloture', common.cloture(target.label)],
  ];
  return plan.flatMap(([kind, question]) =>
    question
      ? [{ ...question, kind, text: typographieFr(question.text), hint: typographieFr(question.hint) }]
      : [],
  );
}

/** The number of questions every interview has. */
export const INTERVIEW_LENGTH = 6;
