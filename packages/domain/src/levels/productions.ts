import { z } from 'zod';
import { ICS_REMINDER_DAYS } from '../calendar/ics';
import type { KeyDate } from '../calendar/key-dates';
import type { Production, ProductionItem, ProductionReminder } from '../contracts/productions';
import { formatDate, formatPercent, frenchList, typographieFr } from '../format/typography';
import { missionForLevel } from '../progression/missions';
import { CV_IDENTITY_SECTION, CV_TITLE_SECTION } from './cv/cv-layout';
import {
  excerpt,
  MESSAGE_EXCERPT_LENGTH,
  oneLine,
  type ProductionSourceStep,
  plural,
  read,
  type Steps,
} from './production-reading';
import { LATE_BUILDERS } from './productions-late';
import { roadmapReminders } from './roadmap/roadmap-reminders';

export { excerpt, MESSAGE_EXCERPT_LENGTH, type ProductionSourceStep };

/**
 * What the levels of the journey produced (level 6 on): the jobs explored, the meeting
 * request, the questions, the company, the strongest qualities, the CV. Built from the
 * caller's stored steps; only the steps that passed count.
 */

export const FOLLOW_UP_DELAY_DAYS = 10;
export const FOLLOW_UP_MESSAGE = 'Pense à relancer ta demande de rendez-vous si tu n’as pas eu de réponse.';
const TOP_SCORES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

// The answers were checked when saved; reading them again stays defensive (levels evolve).
const pickAnswer = z.object({ items: z.array(z.object({ code: z.string(), label: z.string() })) });
const textAnswer = z.object({ fields: z.record(z.string(), z.string()) });
const checklistAnswer = z.object({ done: z.array(z.string()) });
const questionsAnswer = z.object({ questions: z.array(z.string()) });
const documentAnswer = z.object({ sections: z.record(z.string(), z.string()) });
const letterAnswer = z.object({
  target: z.object({ catalogue: z.enum(['offres', 'formations']), label: z.string() }),
  text: z.string(),
});
const projetAnswer = z.object({
  formation: z.object({ label: z.string() }),
  paragraphs: z.record(z.string(), z.string()),
});
const voeuxAnswer = z.object({ wishes: z.array(z.object({ label: z.string() })) });
const voeuxResult = z.object({ wishes: z.array(z.object({ category: z.string() })) });
const interviewAnswer = z.object({
  target: z.object({ label: z.string() }),
  turns: z.array(z.object({ question: z.string(), answer: z.string() })),
});
const calendarAnswer = z.object({
  dates: z.array(z.object({ id: z.string(), label: z.string(), date: z.string() })),
});
const scaleResult = z.object({
  scores: z.array(z.object({ dimension: z.string(), label: z.string(), score: z.number() })),
});

function pickedLabels(step: ProductionSourceStep | undefined): string[] {
  return read(pickAnswer, step?.answer)?.items.map((item) => item.label) ?? [];
}

function fieldsOf(step: ProductionSourceStep | undefined): Record<string, string> {
  return read(textAnswer, step?.answer)?.fields ?? {};
}

function jobs(steps: Steps) {
  const labels = pickedLabels(steps.get('trois-metiers'));
  if (labels.length === 0) return undefined;
  return {
    items: [{ label: 'Tes trois métiers', text: frenchList(labels) }],
    summary: plural(labels.length, 'métier', 'métiers'),
  };
}

/** When the request was marked sent, or undefined while it is not. */
function sentAt(steps: Steps): string | undefined {
  const envoi = steps.get('envoi');
  const done = read(checklistAnswer, envoi?.answer)?.done ?? [];
  return envoi && done.includes('envoye') ? envoi.updatedAt : undefined;
}

function meetingRequest(steps: Steps) {
  const { qui = '', canal = '' } = fieldsOf(steps.get('contact'));
  const { brouillon = '' } = fieldsOf(steps.get('message'));
  const sent = sentAt(steps);
  const items: ProductionItem[] = [];
  if (oneLine(qui)) {
    items.push({ label: 'Ton contact', text: [oneLine(qui), oneLine(canal)].filter(Boolean).join(' — ') });
  }
  if (oneLine(brouillon)) items.push({ label: 'Ta demande de rendez-vous', text: excerpt(brouillon) });
  if (sent) items.push({ label: 'Envoi', text: `Envoyée le ${formatDate(sent)}` });
  if (items.length === 0) return undefined;
  return { items, summary: sent ? 'demande envoyée' : 'demande écrite' };
}

function questions(steps: Steps) {
  const written = (read(questionsAnswer, steps.get('questions')?.answer)?.questions ?? [])
    .map(oneLine)
    .filter(Boolean);
  if (written.length === 0) return undefined;
  return {
    items: written.map((text) => ({ label: 'Tes questions', text })),
    summary: plural(written.length, 'question', 'questions'),
  };
}

function company(steps: Steps) {
  const labels = pickedLabels(steps.get('entreprise'));
  if (labels.length === 0) return undefined;
  return {
    items: [{ label: labels.length > 1 ? 'Tes entreprises' : 'Ton entreprise', text: frenchList(labels) }],
    summary: plural(labels.length, 'entreprise', 'entreprises'),
  };
}

function topScores(step: ProductionSourceStep | undefined) {
  const scores = read(scaleResult, step?.check?.result)?.scores ?? [];
  return [...scores].sort((a, b) => b.score - a.score).slice(0, TOP_SCORES);
}

function scoreItems(label: string, step: ProductionSourceStep | undefined): ProductionItem[] {
  return topScores(step).map((score) => ({
    label,
    text: typographieFr(`${score.label} : ${formatPercent(score.score)}`),
  }));
}

function qualities(steps: Steps) {
  const items = scoreItems('Tes savoir-être les plus marqués', steps.get('auto-evaluation'));
  return items.length === 0 ? undefined : { items, summary: 'savoir-être évalués' };
}

function leadership(steps: Steps) {
  const step = steps.get('test-leadership');
  const [top] = topScores(step);
  if (!top) return undefined;
  return {
    items: scoreItems('Tes styles les plus marqués', step),
    summary: typographieFr(`style ${top.label.toLocaleLowerCase('fr-FR')}`),
  };
}

function firstLine(text: string | undefined): string {
  return oneLine((text ?? '').split(/\r?\n/).find((line) => line.trim() !== '') ?? '');
}

function cv(steps: Steps) {
  const sections = read(documentAnswer, steps.get('cv')?.answer)?.sections;
  if (!sections) return undefined;
  const lines = [firstLine(sections[CV_IDENTITY_SECTION]), firstLine(sections[CV_TITLE_SECTION])];
  return {
    items: [{ label: 'Ton CV', text: lines.filter(Boolean).join(' — ') || 'Ton CV d’une page' }],
    summary: 'CV prêt',
  };
}

function coverLetter(steps: Steps) {
  const letter = read(letterAnswer, steps.get('lettre')?.answer);
  if (!letter) return undefined;
  const what = letter.target.catalogue === 'offres' ? 'l’offre' : 'la formation';
  return {
    items: [
      {
        label: typographieFr(`Ta lettre pour ${what} « ${letter.target.label} »`),
        text: excerpt(letter.text),
      },
    ],
    summary: 'lettre prête',
  };
}

function reviewedCv(steps: Steps) {
  if (!steps.get('relecture-cv')) return undefined;
  return {
    items: [{ label: 'Ton CV', text: typographieFr('Relu et corrigé : aucune faute bloquante, une page.') }],
    summary: 'CV relu',
  };
}

function projetMotive(steps: Steps) {
  const projet = read(projetAnswer, steps.get('projet')?.answer);
  if (!projet) return undefined;
  return {
    items: [
      {
        label: typographieFr(`Ton projet motivé pour « ${projet.formation.label} »`),
        text: excerpt(Object.values(projet.paragraphs).join(' ')),
      },
    ],
    summary: 'projet motivé prêt',
  };
}

function voeuxList(steps: Steps) {
  const step = steps.get('voeux');
  const voeux = read(voeuxAnswer, step?.answer);
  if (!voeux) return undefined;
  const safe = (read(voeuxResult, step?.check?.result)?.wishes ?? []).filter(
    (w) => w.category === 'sur',
  ).length;
  const count = voeux.wishes.length;
  return {
    items: [
      {
        label: `Ta liste de ${count} vœux, dont ${safe} sûr${safe > 1 ? 's' : ''}`,
        text: excerpt(frenchList(voeux.wishes.map((wish) => wish.label))),
      },
    ],
    summary: 'liste de vœux équilibrée',
  };
}

function calendar(steps: Steps) {
  const dates = read(calendarAnswer, steps.get('calendrier')?.answer)?.dates ?? [];
  if (dates.length === 0) return undefined;
  const sorted = [...dates].sort((a, b) => a.date.localeCompare(b.date));
  return {
    items: sorted.map((date) => ({ label: formatDate(`${date.date}T12:00:00Z`), text: date.label })),
    summary: `${dates.length} date${dates.length > 1 ? 's' : ''} à toi`,
  };
}

function interview(steps: Steps) {
  const done = read(interviewAnswer, steps.get('entretien')?.answer);
  if (!done) return undefined;
  return {
    items: [
      { label: 'Ton entretien simulé', text: done.target.label },
      ...done.turns.map((turn) => ({ label: turn.question, text: excerpt(turn.answer) })),
    ],
    summary: `${done.turns.length} réponses d’entretien`,
  };
}

type Builder = (steps: Steps) => Pick<Production, 'items' | 'summary'> | undefined;

/** Each level that produces something, what it produces and the words of its link. */
const BUILDERS: ReadonlyMap<number, { build: Builder; linkLabel: string }> = new Map([
  [6, { build: jobs, linkLabel: 'Revoir ton enquête métiers' }],
  [9, { build: meetingRequest, linkLabel: 'Revoir ta demande de rendez-vous' }],
  [10, { build: questions, linkLabel: 'Revoir tes questions' }],
  [11, { build: company, linkLabel: 'Revoir ta visite d’entreprise' }],
  [12, { build: qualities, linkLabel: 'Revoir tes savoir-être' }],
  [14, { build: leadership, linkLabel: 'Revoir ton style de leadership' }],
  [15, { build: cv, linkLabel: 'Retélécharger ton CV' }],
  [16, { build: coverLetter, linkLabel: 'Revoir ta lettre' }],
  [17, { build: reviewedCv, linkLabel: 'Revoir la relecture de ton CV' }],
  [18, { build: projetMotive, linkLabel: 'Revoir ton projet motivé' }],
  [19, { build: voeuxList, linkLabel: 'Revoir ta liste de vœux' }],
  [20, { build: calendar, linkLabel: 'Revoir ton calendrier' }],
  [22, { build: interview, linkLabel: 'Relire ton entretien' }],
  ...LATE_BUILDERS,
]);

function passedByLevel(
  rows: readonly ProductionSourceStep[],
): Map<number, Map<string, ProductionSourceStep>> {
  const byLevel = new Map<number, Map<string, ProductionSourceStep>>();
  for (const row of rows) {
    if (!row.passed) continue;
    const steps = byLevel.get(row.level) ?? new Map<string, ProductionSourceStep>();
    steps.set(row.stepId, row);
    byLevel.set(row.level, steps);
  }
  return byLevel;
}

/** The caller's productions, level by level; a level without a passed step has none. */
export function summarizeProductions(rows: readonly ProductionSourceStep[]): Production[] {
  const byLevel = passedByLevel(rows);
  return [...BUILDERS.entries()].flatMap(([level, { build, linkLabel }]) => {
    const steps = byLevel.get(level);
    const built = steps ? build(steps) : undefined;
    if (!built) return [];
    const title = missionForLevel(level)?.title ?? `Niveau ${level}`;
    return [{ level, title, ...built, link: { to: `/app/niveau/${level}`, label: linkLabel } }];
  });
}

/**
 * Level 9: once the request is sent and a follow-up date noted, a reminder due ten days after
 * the request was marked sent.
 */
export function productionReminders(
  rows: readonly ProductionSourceStep[],
  keyDates: readonly KeyDate[] = [],
): ProductionReminder[] {
  return [
    ...followUpReminder(rows),
    ...calendarReminders(rows, keyDates),
    ...roadmapReminders(passedByLevel(rows).get(49)?.get('feuille-de-route')?.answer),
  ];
}

function followUpReminder(rows: readonly ProductionSourceStep[]): ProductionReminder[] {
  const envoi = passedByLevel(rows).get(9)?.get('envoi');
  const done = read(checklistAnswer, envoi?.answer)?.done ?? [];
  if (!envoi || !done.includes('envoye') || !done.includes('relance')) return [];
  const sent = new Date(envoi.updatedAt).getTime();
  if (Number.isNaN(sent)) return [];
  const due = new Date(sent + FOLLOW_UP_DELAY_DAYS * DAY_MS).toISOString();
  return [{ level: 9, message: FOLLOW_UP_MESSAGE, due }];
}

/**
 * Level 20: once the calendar is saved, a reminder a week before each of the student's dates
 * and each shared key date (the same week as the .ics file's alarm).
 */
function calendarReminders(
  rows: readonly ProductionSourceStep[],
  keyDates: readonly KeyDate[],
): ProductionReminder[] {
  const step = passedByLevel(rows).get(20)?.get('calendrier');
  if (!step) return [];
  const own = read(calendarAnswer, step.answer)?.dates ?? [];
  const dates = [
    ...own.map((date) => ({ key: date.id, label: date.label, day: date.date })),
    ...keyDates.map((date) => ({ key: date.id, label: date.label, day: date.startsOn })),
  ];
  return dates.map(({ key, label, day }) => ({
    level: 20,
    key,
    message: typographieFr(`Dans une semaine : ${label} (${formatDate(`${day}T12:00:00Z`)}).`),
    due: new Date(Date.parse(`${day}T08:00:00Z`) - ICS_REMINDER_DAYS * DAY_MS).toISOString(),
  }));
}
