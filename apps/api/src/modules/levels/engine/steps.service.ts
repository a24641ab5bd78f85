import {
  type AnsweredStep,
  answerSchemaFor,
  type CalendarAnswer,
  checkCalendar,
  checkLetter,
  checkProjet,
  checkQuiz,
  checkReview,
  checkRoadmap,
  checkStep,
  fillQuizFigures,
  isAnsweredStep,
  type LetterAnswer,
  type LetterStep,
  type LevelStepsResponse,
  levelDefinition,
  type PickStep,
  type ProjetAnswer,
  type ProjetStep,
  type QuizQuestion,
  quizFiguresQuoted,
  type ReviewStep,
  type RoadmapAnswer,
  type StepCheck,
  type TextStep,
  typographieFr,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { HttpError } from '../../../plugins/errors';
import { assertLevelPlayable } from '../../../policies/level-play';
import { todayInFrance } from '../../calendar';
import { figureValues } from '../../figures';
import { isOwnLetter, replaceLetterText } from '../../letters';
import { findProjetFormation } from '../catalogues/projet-formations.repository';
import { judgeBudget } from '../student-life/judge-budget';
import { judgeGrant } from '../student-life/judge-grant';
import { judgeHousing } from '../student-life/judge-housing';
import { CATALOGUE_LOOKUPS, findLetterTarget } from './catalogue-lookups';
import { judgeAdvice } from './judge-advice';
import { judgeApprenticePay } from './judge-apprentice-pay';
import { judgeCertificate } from './judge-certificate';
import { judgeCoherence } from './judge-coherence';
import { judgeInterview } from './judge-interview';
import { judgePitch } from './judge-pitch';
import { judgePolish } from './judge-polish';
import { judgePortfolio } from './judge-portfolio';
import { judgeVoeux } from './judge-voeux';
import { frenchSpelling } from './spelling';
import { readStepAnswers, saveStepAnswer } from './step-answers.repository';

export interface StepsDeps {
  database: DatabaseHandle;
  /** Feedback on a text step that asks for it (AI when configured and within quota, else offline). */
  textFeedback: (userId: string, step: TextStep, fields: Record<string, string>) => Promise<TextFeedback>;
  /** The level 7 quiz on the pay of a job, with its answers (built from the imported figures). */
  salaryQuiz: (database: DatabaseHandle, job: string) => Promise<QuizQuestion[]>;
  /** The app's time: a class licence's paid levels stop at the end of its school year. */
  now: () => Date;
}

function findStep(level: number, stepId: string): AnsweredStep {
  const definition = levelDefinition(level);
  if (!definition) {
    throw new HttpError(404, 'niveau_sans_etapes', 'Ce niveau n’a pas d’étapes à jouer ici.');
  }
  const step = definition.steps.find((candidate) => candidate.id === stepId);
  if (!step || !isAnsweredStep(step)) {
    throw new HttpError(404, 'etape_inconnue', `Le niveau ${level} n’a pas d’étape « ${stepId} ».`);
  }
  return step;
}

function parseAnswer(step: AnsweredStep, answer: unknown): Record<string, unknown> {
  const parsed = answerSchemaFor(step).safeParse(answer);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const message = parsed.error.issues[0]?.message ?? 'Réponse invalide.';
  throw new HttpError(400, 'reponse_invalide', typographieFr(message));
}

/** The pick's items must exist in the catalogue; their names are taken from it, not from the browser. */
async function checkPicked(database: DatabaseHandle, step: PickStep, answer: Record<string, unknown>) {
  const items = answer.items as { code: string; label: string }[];
  const found = await CATALOGUE_LOOKUPS[step.catalogue](
    database,
    items.map((item) => item.code),
  );
  const labels = new Map(found.map((item) => [item.code, item.label]));
  const unknown = items.filter((item) => !labels.has(item.code));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      'choix_inconnu',
      typographieFr(
        `« ${unknown[0]?.label} » ne fait pas partie de notre catalogue : choisis dans la liste.`,
      ),
    );
  }
  return { ...answer, items: items.map((item) => ({ ...item, label: labels.get(item.code) ?? item.label })) };
}

/**
 * A letter's target must be in our catalogues (its name is taken from there) and its letter one
 * of the caller's; once the letter passes, « Mes lettres » shows the student's own version.
 */
async function judgeLetter(
  database: DatabaseHandle,
  userId: string,
  step: LetterStep,
  answer: Record<string, unknown>,
) {
  const letter = answer as unknown as LetterAnswer & { letterId: string | null };
  if (!letter.target) return { answer, check: checkLetter(step, letter, []) };
  const found = await findLetterTarget(database, letter.target.catalogue, letter.target.code);
  if (!found) {
    throw new HttpError(
      400,
      'choix_inconnu',
      typographieFr(
        `« ${letter.target.label} » ne fait pas partie de notre catalogue : choisis dans ta liste.`,
      ),
    );
  }
  if (letter.letterId && !(await isOwnLetter(database, userId, letter.letterId))) {
    throw new HttpError(404, 'lettre_introuvable', 'Cette lettre n’existe pas dans tes lettres.');
  }
  const named = { ...letter, target: { ...letter.target, label: found.label } };
  const check = checkLetter(step, letter.letterId ? named : { ...named, draft: '' }, found.addressees);
  if (check.passed && letter.letterId)
    await replaceLetterText(database, userId, letter.letterId, letter.text.trim());
  return { answer: named, check };
}

/** A projet's formation must be in our catalogue with its attendus: its name and attendus come from there. */
async function judgeProjet(
  database: DatabaseHandle,
  userId: string,
  step: ProjetStep,
  answer: Record<string, unknown>,
) {
  const projet = answer as unknown as ProjetAnswer;
  if (!projet.formation) return { answer, check: checkProjet(step, projet, []) };
  const found = await findProjetFormation(database, userId, projet.formation.code);
  if (!found) {
    throw new HttpError(
      400,
      'choix_inconnu',
      typographieFr(
        `« ${projet.formation.label} » n’a pas d’attendus dans notre catalogue : choisis une formation de la liste.`,
      ),
    );
  }
  const named = { ...projet, formation: { code: projet.formation.code, label: found.label } };
  return { answer: named, check: checkProjet(step, named, found.attendus) };
}

/**
 * The review of an earlier document, with the French dictionary. Once nothing blocks, the
 * corrected version also becomes the source's answer (the CV downloaded at level 15 is this one).
 */
async function judgeReview(
  database: DatabaseHandle,
  userId: string,
  step: ReviewStep,
  answer: Record<string, unknown>,
) {
  const reviewed = answer as { sections: Record<string, string>; accepted: string[] };
  const check = checkReview(step, reviewed, await frenchSpelling());
  if (check.passed) {
    const source = findStep(step.source.level, step.source.step);
    const corrected = { sections: reviewed.sections };
    await saveStepAnswer(
      database,
      userId,
      step.source.level,
      source.id,
      corrected,
      checkStep(source, corrected),
    );
  }
  return { answer, check };
}

export interface TextFeedback {
  lines: string[];
  origin: 'ia' | 'hors-ligne';
}

async function judge(
  deps: StepsDeps,
  userId: string,
  level: number,
  step: AnsweredStep,
  answer: Record<string, unknown>,
) {
  if (step.kind === 'pick') {
    const named = await checkPicked(deps.database, step, answer);
    return { answer: named, check: checkStep(step, named) };
  }
  if (step.kind === 'letter') return judgeLetter(deps.database, userId, step, answer);
  if (step.kind === 'review') return judgeReview(deps.database, userId, step, answer);
  if (step.kind === 'projet') return judgeProjet(deps.database, userId, step, answer);
  if (step.kind === 'voeux') return judgeVoeux(deps.database, userId, step, answer);
  if (step.kind === 'pitch') return judgePitch(deps.database, userId, step, answer);
  if (step.kind === 'interview') return judgeInterview(deps.database, userId, step, answer);
  if (step.kind === 'portfolio') return judgePortfolio(deps.database, userId, step, answer);
  if (step.kind === 'coherence') return judgeCoherence(deps.database, userId, step, answer);
  if (step.kind === 'polish') return judgePolish(deps.database, userId, step, answer);
  if (step.kind === 'advice') return judgeAdvice(deps.database, userId, step, answer);
  if (step.kind === 'apprentice-pay') return judgeApprenticePay(deps.database, step, answer);
  if (step.kind === 'grant') return judgeGrant(deps.database, step, answer);
  if (step.kind === 'housing') return judgeHousing(deps.database, step, answer);
  if (step.kind === 'budget') return judgeBudget(deps.database, step, answer);
  if (step.kind === 'certificate') return judgeCertificate(deps.database, userId, step, level);
  if (step.kind === 'roadmap') {
    return { answer, check: checkRoadmap(step, answer as unknown as RoadmapAnswer, todayInFrance()) };
  }
  if (step.kind === 'calendar') {
    return { answer, check: checkCalendar(step, answer as unknown as CalendarAnswer, todayInFrance()) };
  }
  if (step.kind === 'salary') {
    const questions = await deps.salaryQuiz(deps.database, answer.job as string);
    const quiz = { ...step, kind: 'quiz' as const, questions };
    return { answer, check: checkQuiz(quiz, answer as { answers: Record<string, number> }) };
  }
  if (step.kind === 'quiz' && quizFiguresQuoted(step.questions).length > 0) {
    // The figures in force are the ones the student read, and the ones the corrections quote.
    const questions = fillQuizFigures(step.questions, await figureValues(deps.database));
    return { answer, check: checkStep({ ...step, questions }, answer) };
  }
  const check = checkStep(step, answer);
  if (step.kind === 'text' && step.feedback === 'advisor' && check.passed) {
    const feedback = await deps.textFeedback(userId, step, answer.fields as Record<string, string>);
    return { answer, check: { ...check, result: { kind: 'feedback' as const, ...feedback } } };
  }
  return { answer, check };
}

/**
 * Checks and stores a step's answer for the caller. A wrong shape is refused (400); an answer
 * that does not pass yet is kept, with the problems to fix.
 */
export async function saveStep(
  deps: StepsDeps,
  userId: string,
  level: number,
  stepId: string,
  rawAnswer: unknown,
): Promise<StepCheck> {
  await assertLevelPlayable(deps.database, userId, level, deps.now());
  const step = findStep(level, stepId);
  const { answer, check } = await judge(deps, userId, level, step, parseAnswer(step, rawAnswer));
  await saveStepAnswer(deps.database, userId, level, stepId, answer, check);
  return check;
}

export async function readSteps(
  database: DatabaseHandle,
  userId: string,
  level: number,
  now: Date,
): Promise<LevelStepsResponse> {
  await assertLevelPlayable(database, userId, level, now);
  const rows = await readStepAnswers(database, userId, level);
  return {
    level,
    steps: rows.map((row) => ({
      stepId: row.stepId,
      answer: row.answer,
      updatedAt: row.updatedAt,
      ...row.check,
    })),
  };
}
