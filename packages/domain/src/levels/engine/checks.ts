import { dayInFrance } from '../../calendar/france-day';
import type { BourseEstimate } from '../../contracts/aids';
import type { ApprenticePay } from '../../facts/apprentice-pay';
import { PROJET_MOTIVE_MAX_LENGTH } from '../../facts/parcoursup';
import { WORK_FIGURES } from '../../facts/work-figures';
import { typographieFr } from '../../format/typography';
import { type AdviceAnswer, type AdviceStatus, adviceProblems } from '../advice/advice-check';
import { type ApprenticePayAnswer, apprenticePayProblems } from '../alternance/pay-check';
import { type CoherenceAnswer, coherenceProblems } from '../coherence/coherence-check';
import type { CoherenceFinding } from '../coherence/coherence-report';
import { ACCEPT_EVERY_WORD, type CvRemark, reviewCv, type SpellChecker } from '../cv/cv-review';
import { type Certificate, certificateProblems } from '../expert/certificate';
import { type FocusAnswer, focusProblems, type SuggestedLevel, suggestedLevels } from '../focus/focus-themes';
import type { AnswerFeedback } from '../interview/answer-feedback';
import { type InterviewAnswer, interviewFeedback, interviewProblems } from '../interview/interview-check';
import {
  heavyDays,
  type WeekDay,
  type WeekPlanAnswer,
  type WeekSlotKind,
  weekPlanProblems,
  weekTotals,
} from '../planner/week-plan';
import { type PolishAnswer, polishedDocuments, polishProblems } from '../polish/polish-check';
import type { PolishDocument } from '../polish/polish-documents';
import { type PolishRemark, polishRemarks } from '../polish/polish-review';
import { type PortfolioAnswer, portfolioProblems } from '../portfolio/portfolio-check';
import type { PortfolioSection } from '../portfolio/portfolio-sections';
import { type RoadmapAnswer, roadmapProblems } from '../roadmap/roadmap';
import { type BudgetAnswer, type BudgetSummary, budgetProblems, budgetSummary } from '../student-life/budget';
import { aidsKeptProblems, type GrantAnswer, grantProblems } from '../student-life/grant-check';
import { type HousingAnswer, type HousingRow, housingProblems } from '../student-life/housing-check';
import { SCALE_RANGE } from './answers';
import { type BreathingAnswer, breathingMessage, breathingProblems } from './breathing-check';
import { type CalendarAnswer, calendarProblems } from './calendar-check';
import { type LetterAnswer, letterProblems } from './letter-check';
import { isOpenQuestion, openQuestionHint } from './open-questions';
import {
  comparePitches,
  type PitchAnswer,
  type PitchComparison,
  type PitchPoint,
  pitchProblems,
} from './pitch-check';
import {
  type AttenduCoverage,
  attendusCoverage,
  type ProjetAnswer,
  projetProblems,
  projetText,
} from './projet-check';
import type {
  AdviceStep,
  AidsStep,
  AnsweredStep,
  ApprenticePayStep,
  BreathingStep,
  BudgetStep,
  CalendarStep,
  CertificateStep,
  ChecklistStep,
  CoherenceStep,
  DocumentStep,
  FocusStep,
  GrantStep,
  HousingStep,
  InterviewStep,
  LetterStep,
  PickStep,
  PitchStep,
  PolishStep,
  PortfolioStep,
  ProjetStep,
  QuestionsStep,
  QuizStep,
  ReviewStep,
  RoadmapStep,
  ScaleStep,
  TextStep,
  VoeuxStep,
} from './steps';
import { checkField, type StepProblem, visibleLength } from './text-rules';
import {
  type LabelledWish,
  type VoeuxAlternatives,
  type VoeuxAnswer,
  type VoeuxRemark,
  voeuxProblems,
  voeuxRemarks,
} from './voeux-check';

export interface QuizCorrection {
  questionId: string;
  chosen: number | null;
  answer: number;
  explanation: string;
}

export interface ScaleScore {
  dimension: string;
  label: string;
  /** 0 to 100. */
  score: number;
  portrait: string;
}

/** What the server says about an answer; `result` depends on the kind. */
export interface StepCheck {
  passed: boolean;
  problems: StepProblem[];
  result?:
    | { kind: 'quiz'; score: number; total: number; corrections: QuizCorrection[] }
    | { kind: 'scale'; scores: ScaleScore[] }
    | { kind: 'questions'; closed: { index: number; hint: string }[] }
    | { kind: 'feedback'; lines: string[]; origin: 'ia' | 'hors-ligne' }
    | { kind: 'review'; remarks: CvRemark[] }
    | { kind: 'attendus'; attendus: AttenduCoverage[] }
    | { kind: 'voeux'; wishes: LabelledWish[]; remarks: VoeuxRemark[] }
    | ({ kind: 'pitch' } & PitchComparison)
    | { kind: 'breathing'; before: number | null; after: number | null; message: string }
    | { kind: 'interview'; feedback: AnswerFeedback[] }
    | { kind: 'coherence'; findings: CoherenceFinding[] }
    | { kind: 'polish'; remarks: PolishRemark[] }
    | { kind: 'advice'; status: AdviceStatus | null }
    | ({ kind: 'certificate' } & Certificate)
    | { kind: 'focus'; suggestions: SuggestedLevel[] }
    | ({ kind: 'apprentice-pay'; smicMonthlyGross: number; smicAppliesFrom: string } & ApprenticePay)
    | { kind: 'week-plan'; totals: Record<WeekSlotKind, number>; heavyDays: WeekDay[] }
    | { kind: 'grant'; estimate: BourseEstimate }
    | { kind: 'housing'; commune: { code: string; label: string }; rows: HousingRow[] }
    | ({
        kind: 'budget';
        smicHourlyGross: number;
        smicAppliesFrom: string;
        maxJobHoursPerWeek: number;
      } & BudgetSummary);
}

const outcome = (problems: StepProblem[], result?: StepCheck['result']): StepCheck => ({
  passed: problems.length === 0,
  problems: problems.map((problem) => ({ ...problem, message: typographieFr(problem.message) })),
  ...(result ? { result } : {}),
});

export function checkQuiz(step: QuizStep, answer: { answers: Record<string, number> }): StepCheck {
  const corrections = step.questions.map((question) => ({
    questionId: question.id,
    chosen: answer.answers[question.id] ?? null,
    answer: question.answer,
    explanation: question.explanation,
  }));
  const score = corrections.filter((c) => c.chosen === c.answer).length;
  const total = step.questions.length;
  const problems: StepProblem[] = [];
  if (corrections.some((c) => c.chosen === null)) {
    problems.push({ message: 'Réponds à toutes les questions.' });
  } else if (score < step.passMark) {
    problems.push({
      message: `Tu as ${score} bonne${score > 1 ? 's' : ''} réponse${score > 1 ? 's' : ''} sur ${total} : il en faut ${step.passMark}. Relis les explications et réessaie.`,
    });
  }
  return outcome(problems, { kind: 'quiz', score, total, corrections });
}

function checkText(step: TextStep, answer: { fields: Record<string, string> }): StepCheck {
  return outcome(step.fields.flatMap((field) => checkField(field, answer.fields[field.id] ?? '')));
}

interface PickedItem {
  code: string;
  label: string;
  notes: Record<string, string>;
}

function checkPick(step: PickStep, answer: { items: PickedItem[] }): StepCheck {
  const problems: StepProblem[] = [];
  const codes = answer.items.map((item) => item.code);
  if (new Set(codes).size !== codes.length)
    problems.push({ message: 'Tu as choisi deux fois le même élément.' });
  if (answer.items.length < step.min) {
    problems.push({
      message: `Choisis au moins ${step.min} élément${step.min > 1 ? 's' : ''} (tu en as ${answer.items.length}).`,
    });
  }
  for (const item of answer.items) {
    for (const note of step.notes) {
      for (const problem of checkField(note, item.notes[note.id] ?? '', `${item.code}.${note.id}`)) {
        problems.push({ ...problem, message: `${item.label} — ${problem.message}` });
      }
    }
  }
  return outcome(problems);
}

function checkChecklist(step: ChecklistStep, answer: { done: string[]; report?: string }): StepCheck {
  const done = new Set(answer.done);
  const problems: StepProblem[] = step.items
    .filter((item) => item.required && !done.has(item.id))
    .map((item) => ({ field: item.id, message: `Coche « ${item.label} » quand c’est fait.` }));
  if (step.report) problems.push(...checkField(step.report, answer.report ?? ''));
  return outcome(problems);
}

/** Each dimension's mean answer, from 1–5 to 0–100 (reversed items count the other way). */
export function scoreScale(step: ScaleStep, answers: Record<string, number>): ScaleScore[] {
  const span = SCALE_RANGE.max - SCALE_RANGE.min;
  return step.dimensions
    .map((dimension) => {
      const values = step.items
        .filter((item) => item.dimension === dimension.id && answers[item.id] !== undefined)
        .map((item) => {
          const value = answers[item.id] as number;
          return item.reversed ? SCALE_RANGE.max + SCALE_RANGE.min - value : value;
        });
      const mean = values.length ? values.reduce((a, b) => a + b, 0) / values.length : SCALE_RANGE.min;
      return {
        dimension: dimension.id,
        label: dimension.label,
        score: Math.round(((mean - SCALE_RANGE.min) / span) * 100),
        portrait: dimension.portrait,
      };
    })
    .sort((a, b) => b.score - a.score);
}

function checkScale(step: ScaleStep, answer: { answers: Record<string, number> }): StepCheck {
  const known = new Set(step.items.map((item) => item.id));
  const unknown = Object.keys(answer.answers).filter((id) => !known.has(id));
  const missing = step.items.filter((item) => answer.answers[item.id] === undefined).length;
  const problems: StepProblem[] = [];
  if (unknown.length) problems.push({ message: 'Une réponse ne correspond à aucune affirmation du test.' });
  if (missing)
    problems.push({ message: `Il te reste ${missing} affirmation${missing > 1 ? 's' : ''} à noter.` });
  return outcome(problems, { kind: 'scale', scores: scoreScale(step, answer.answers) });
}

function checkQuestions(step: QuestionsStep, answer: { questions: string[] }): StepCheck {
  const written = answer.questions.map((q) => q.trim()).filter(Boolean);
  const closed = written.flatMap((question, index) =>
    isOpenQuestion(question) ? [] : [{ index, hint: openQuestionHint(question) }],
  );
  const problems: StepProblem[] = [];
  if (written.length < step.min) {
    problems.push({ message: `Écris au moins ${step.min} questions (tu en as ${written.length}).` });
  }
  const withoutMark = written.filter((q) => !q.endsWith('?')).length;
  if (withoutMark) problems.push({ message: 'Termine chaque question par un point d’interrogation.' });
  const open = written.length - closed.length;
  if (open < step.minOpen) {
    problems.push({
      message: `Il faut au moins ${step.minOpen} questions ouvertes, auxquelles on ne répond pas par oui ou non (tu en as ${open}).`,
    });
  }
  return outcome(problems, { kind: 'questions', closed });
}

function checkDocument(step: DocumentStep, answer: { sections: Record<string, string> }): StepCheck {
  return outcome(
    step.sections
      .filter((section) => section.required && visibleLength(answer.sections[section.id] ?? '') < 2)
      .map((section) => ({ field: section.id, message: `Remplis la rubrique « ${section.label} ».` })),
  );
}

/** A review step: its blocking remarks are the problems; every remark is shown. */
export function checkReview(
  step: ReviewStep,
  answer: { sections: Record<string, string>; accepted?: string[] },
  spell: SpellChecker = ACCEPT_EVERY_WORD,
): StepCheck {
  const remarks = reviewCv(step.sections, answer.sections, spell, answer.accepted ?? []);
  const problems = remarks
    .filter((remark) => remark.blocking)
    .map((remark) => ({ field: remark.section, message: remark.message }));
  return outcome(problems, { kind: 'review', remarks });
}

/** A letter step: the API passes the names read from the catalogue (offer's company, school). */
export function checkLetter(step: LetterStep, answer: LetterAnswer, addressees: string[]): StepCheck {
  return outcome(letterProblems(step, answer, addressees));
}

/** A projet step: the API passes the attendus of the chosen formation, read from the catalogue. */
export function checkProjet(step: ProjetStep, answer: ProjetAnswer, attendus: string[]): StepCheck {
  const coverage = attendusCoverage(attendus, projetText(step, answer));
  return outcome(projetProblems(step, answer, coverage, PROJET_MOTIVE_MAX_LENGTH.value), {
    kind: 'attendus',
    attendus: coverage,
  });
}

/** A voeux step: the API passes each wish as the catalogue knows it, and real alternatives. */
export function checkVoeux(
  step: VoeuxStep,
  wishes: LabelledWish[],
  alternatives?: VoeuxAlternatives,
  profile: readonly string[] = [],
): StepCheck {
  const remarks = voeuxRemarks(step, wishes, alternatives, profile).map((remark) => ({
    ...remark,
    message: typographieFr(remark.message),
  }));
  return outcome(voeuxProblems(remarks), { kind: 'voeux', wishes, remarks });
}

/** A calendar step, on the day `today` (ISO date): the server's day, not the browser's. */
export function checkCalendar(step: CalendarStep, answer: CalendarAnswer, today: string): StepCheck {
  return outcome(calendarProblems(step, answer, today));
}

/** The road map: milestones are judged on the server's day (`today`, YYYY-MM-DD). */
export function checkRoadmap(step: RoadmapStep, answer: RoadmapAnswer, today: string): StepCheck {
  return outcome(roadmapProblems(step, answer, today));
}

/** A pitch step: the API passes the checklist built from the journey and the level 3 rating. */
export function checkPitch(
  step: PitchStep,
  answer: PitchAnswer,
  points: readonly PitchPoint[],
  firstRating: number | null,
): StepCheck {
  const comparison = comparePitches(firstRating, answer);
  return outcome(pitchProblems(step, answer, points), {
    kind: 'pitch',
    ...comparison,
    message: typographieFr(comparison.message),
  });
}

/** A mock interview: every answer gets its feedback, the rules say what is still missing. */
export function checkInterview(step: InterviewStep, answer: InterviewAnswer): StepCheck {
  return outcome(interviewProblems(step, answer), { kind: 'interview', feedback: interviewFeedback(answer) });
}

/**
 * A portfolio: the introduction and the sections kept, among those the student has (none
 * without the server, which rebuilds them from the stored steps).
 */
export function checkPortfolio(
  step: PortfolioStep,
  answer: PortfolioAnswer,
  available: readonly Pick<PortfolioSection, 'id' | 'title'>[],
): StepCheck {
  return outcome(portfolioProblems(step, answer, available));
}

/** The cross-check: the report, and the plan it asks for when something is to be reviewed. */
export function checkCoherence(
  step: CoherenceStep,
  answer: CoherenceAnswer,
  findings: CoherenceFinding[],
): StepCheck {
  return outcome(coherenceProblems(step, answer, findings), { kind: 'coherence', findings });
}

/** The final polish: what is left to fix or keep, with the French dictionary on the server. */
export function checkPolish(
  _step: PolishStep,
  answer: PolishAnswer,
  documents: readonly PolishDocument[],
  spell: SpellChecker = ACCEPT_EVERY_WORD,
): StepCheck {
  const remarks = polishRemarks(polishedDocuments(documents, answer), spell, answer.kept);
  return outcome(polishProblems(documents, answer, remarks), { kind: 'polish', remarks });
}

/**
 * An advice: the rules, and where it stands on the wall (`status`: null until the server has
 * sent it to the staff).
 */
export function checkAdvice(
  step: AdviceStep,
  answer: AdviceAnswer,
  status: AdviceStatus | null = null,
  extraProblems: StepProblem[] = [],
): StepCheck {
  return outcome([...adviceProblems(step, answer), ...extraProblems], { kind: 'advice', status });
}

/** The certificate: earned by the level's quiz; the result is the certificate the server issued. */
export function checkCertificate(
  step: CertificateStep,
  quizPassed: boolean,
  certificate: Certificate | null = null,
): StepCheck {
  return outcome(
    certificateProblems(step, quizPassed),
    certificate ? { kind: 'certificate', ...certificate } : undefined,
  );
}

/** The focus chosen at level 30, and the next levels in the order it gives. */
export function checkFocus(step: FocusStep, answer: FocusAnswer): StepCheck {
  return outcome(focusProblems(step, answer), {
    kind: 'focus',
    suggestions: suggestedLevels(answer.focus, 30),
  });
}

/**
 * The pay simulator's rules; the pay itself comes with the dated figures, which the API reads
 * (`pay`), so that the stored answer says what the student saw.
 */
export function checkApprenticePay(
  step: ApprenticePayStep,
  answer: ApprenticePayAnswer,
  pay?: Extract<NonNullable<StepCheck['result']>, { kind: 'apprentice-pay' }>,
): StepCheck {
  return outcome(apprenticePayProblems(step, answer), pay);
}

/** The grant: the inputs, and the estimate the server computed from the imported scale. */
export function checkGrant(_step: GrantStep, answer: GrantAnswer, estimate?: BourseEstimate): StepCheck {
  return outcome(grantProblems(answer, estimate), estimate ? { kind: 'grant', estimate } : undefined);
}

export function checkAids(step: AidsStep, answer: { kept: string[] }): StepCheck {
  return outcome(aidsKeptProblems(step, answer.kept));
}

/** Housing compared: the rules, and the rows the server priced with the housing aid. */
export function checkHousing(
  step: HousingStep,
  answer: HousingAnswer,
  priced?: { commune: { code: string; label: string }; rows: HousingRow[] },
): StepCheck {
  return outcome(housingProblems(step, answer), priced ? { kind: 'housing', ...priced } : undefined);
}

/**
 * The month's budget on the Smic and limit in force (`figures`, read by the API; the values
 * checked in the code otherwise).
 */
export function checkBudget(
  step: BudgetStep,
  answer: BudgetAnswer,
  figures = {
    smicHourlyGross: WORK_FIGURES['smic-horaire-brut'].fact.value,
    smicAppliesFrom: WORK_FIGURES['smic-horaire-brut'].fact.appliesFrom,
    maxJobHoursPerWeek: WORK_FIGURES['mineur-heures-semaine'].fact.value,
  },
): StepCheck {
  return outcome(budgetProblems(step, answer, figures), {
    kind: 'budget',
    ...figures,
    ...budgetSummary(answer, figures),
  });
}

/** A breathing step: both stress ratings and the cycles; the result compares the ratings. */
export function checkBreathing(step: BreathingStep, answer: BreathingAnswer): StepCheck {
  return outcome(breathingProblems(step, answer), {
    kind: 'breathing',
    before: answer.before,
    after: answer.after,
    message: typographieFr(breathingMessage(answer)),
  });
}

/**
 * The rules of a step applied to an answer already parsed by `answerSchemaFor`. Pure: the
 * catalogue lookups (pick) and the pay figures (salary) are checked by the API around it.
 */
export function checkStep(step: AnsweredStep, answer: Record<string, unknown>): StepCheck {
  switch (step.kind) {
    case 'quiz':
      return checkQuiz(step, answer as { answers: Record<string, number> });
    case 'text':
      return checkText(step, answer as { fields: Record<string, string> });
    case 'pick':
      return checkPick(step, answer as { items: PickedItem[] });
    case 'checklist':
      return checkChecklist(step, answer as { done: string[]; report?: string });
    case 'scale':
      return checkScale(step, answer as { answers: Record<string, number> });
    case 'questions':
      return checkQuestions(step, answer as { questions: string[] });
    case 'document':
      return checkDocument(step, answer as { sections: Record<string, string> });
    case 'salary':
      return outcome([]);
    case 'confirm':
      return outcome([]);
    case 'review':
      return checkReview(step, answer as { sections: Record<string, string>; accepted?: string[] });
    case 'letter': {
      const letter = answer as unknown as LetterAnswer;
      return checkLetter(step, letter, letter.target ? [letter.target.label] : []);
    }
    case 'projet':
      return checkProjet(step, answer as unknown as ProjetAnswer, []);
    case 'breathing':
      return checkBreathing(step, answer as unknown as BreathingAnswer);
    case 'interview':
      return checkInterview(step, answer as unknown as InterviewAnswer);
    case 'portfolio':
      return checkPortfolio(step, answer as unknown as PortfolioAnswer, []);
    case 'coherence':
      return checkCoherence(step, answer as unknown as CoherenceAnswer, []);
    case 'polish':
      return checkPolish(step, answer as unknown as PolishAnswer, []);
    case 'advice':
      return checkAdvice(step, answer as unknown as AdviceAnswer);
    case 'certificate':
      return checkCertificate(step, false);
    case 'focus':
      return checkFocus(step, answer as unknown as FocusAnswer);
    case 'apprentice-pay':
      return checkApprenticePay(step, answer as unknown as ApprenticePayAnswer);
    case 'week-plan': {
      const { slots } = answer as unknown as WeekPlanAnswer;
      return outcome(weekPlanProblems(step, { slots }), {
        kind: 'week-plan',
        totals: weekTotals(slots),
        heavyDays: heavyDays(slots),
      });
    }
    case 'pitch':
      return checkPitch(step, answer as unknown as PitchAnswer, [], null);
    case 'grant':
      return checkGrant(step, answer as unknown as GrantAnswer);
    case 'aids':
      return checkAids(step, answer as { kept: string[] });
    case 'housing':
      return checkHousing(step, answer as unknown as HousingAnswer);
    case 'budget':
      return checkBudget(step, answer as unknown as BudgetAnswer);
    case 'calendar':
      return checkCalendar(step, answer as unknown as CalendarAnswer, dayInFrance());
    case 'roadmap':
      return checkRoadmap(step, answer as unknown as RoadmapAnswer, dayInFrance());
    case 'voeux': {
      // Without the catalogue, every rate is unknown: the API judges with the real ones.
      const { wishes } = answer as unknown as VoeuxAnswer;
      return checkVoeux(
        step,
        wishes.map((wish) => ({
          ...wish,
          school: null,
          place: null,
          taux: null,
          session: null,
          fiche: null,
          category: 'inconnu',
        })),
      );
    }
    case 'rating': {
      const rating = (answer as { rating: number }).rating;
      return outcome(
        rating >= step.min
          ? []
          : [
              {
                message: `Ta note est de ${rating} sur 10 : entraîne-toi encore pour atteindre ${step.min}.`,
              },
            ],
      );
    }
  }
}
