import { z } from 'zod';
import { isoDateSchema } from '../../calendar/key-dates';
import { letterStyleSchema } from '../../contracts/letters';
import { PARCOURSUP_MAX_WISHES } from '../../facts/parcoursup';
import { ADVICE_MAX_LENGTH, ADVICE_TOPIC_IDS } from '../advice/advice-check';
import { APPRENTICE_AGE_RANGE } from '../alternance/pay-check';
import { COHERENCE_PLAN_MAX } from '../coherence/coherence-check';
import { FOCUS_THEME_IDS } from '../focus/focus-themes';
import { WEEK_DAYS, WEEK_SLOT_KINDS } from '../planner/week-plan';
import { ROADMAP_HORIZONS, ROADMAP_MAX_MILESTONES } from '../roadmap/roadmap';
import { budgetAnswerSchema, grantAnswerSchema, housingAnswerSchema } from '../student-life/answer-schemas';
import { STUDENT_AID_IDS } from '../student-life/student-aids';

const ROADMAP_HORIZON_IDS = ROADMAP_HORIZONS.map((horizon) => horizon.id) as ['an-1', 'an-2', 'an-3'];

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

import { INTERVIEW_ANSWER_MAX, INTERVIEW_QUESTION_MAX } from '../interview/interview-check';
import { INTERVIEW_LENGTH } from '../interview/interview-questions';
import { PITCH_DURATION_SECONDS } from '../level3-pitch';
import { PORTFOLIO_INTRO_MAX, PORTFOLIO_SECTION_IDS } from '../portfolio/portfolio-check';
import { STRESS_SCALE } from './breathing-check';
import {
  type AnsweredStep,
  type DocumentSection,
  LETTER_TARGET_CATALOGUES,
  OWN_DATE_KINDS,
  type TextFieldRule,
} from './steps';

const SCALE_MIN = 1;
const SCALE_MAX = 5;
const MAX_QUESTIONS = 15;
const QUESTION_MAX_LENGTH = 300;
const MAX_OWN_DATES = 20;
/** The longest saved document text (a letter, a CV section). */
const POLISH_TEXT_MAX = 6000;
/** A paragraph may run past Parcoursup's limit while drafting: the check says what to cut. */
const PROJET_PARAGRAPH_MAX = 3000;

/** A field's text as the API accepts it; the rules (min length, words) are checks, not refusals. */
function fieldText(field: TextFieldRule) {
  return z
    .string({ message: `« ${field.label} » doit être un texte.` })
    .max(field.maxLength, `« ${field.label} » : ${field.maxLength} caractères au plus.`);
}

function fieldsObject(fields: TextFieldRule[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.id, fieldText(field).default('')])));
}

/** A document's sections, each a text within its maximum length. */
function sectionsObject(sections: DocumentSection[]) {
  return z.object(
    Object.fromEntries(
      sections.map((section) => [
        section.id,
        z
          .string()
          .max(section.maxLength, `« ${section.label} » : ${section.maxLength} caractères au plus.`)
          .default(''),
      ]),
    ),
  );
}

const pickedItem = (notes: TextFieldRule[]) =>
  z.object({
    code: z.string().trim().min(1, 'Chaque choix doit avoir un code.').max(40),
    label: z.string().trim().min(1, 'Chaque choix doit avoir un nom.').max(200),
    notes: fieldsObject(notes).default(Object.fromEntries(notes.map((note) => [note.id, '']))),
  });

/**
 * The shape of a step's answer. A wrong shape is a 400 with a French message; an answer of the
 * right shape is always stored, even when it does not pass yet (nothing typed is lost).
 */
export function answerSchemaFor(step: AnsweredStep): z.ZodType {
  switch (step.kind) {
    case 'quiz':
      return z.object({
        answers: z.partialRecord(
          z.enum(step.questions.map((question) => question.id) as [string, ...string[]], {
            message: 'Question inconnue dans ce quiz.',
          }),
          z.number().int().min(0, 'Choisis une des réponses proposées.'),
        ),
      });
    case 'text':
      return z.object({ fields: fieldsObject(step.fields) });
    case 'pick':
      return z.object({
        items: z.array(pickedItem(step.notes)).max(step.max, `Choisis ${step.max} éléments au plus.`),
      });
    case 'checklist':
      return z.object({
        done: z.array(z.string().max(60)).max(step.items.length),
        report: step.report ? fieldText(step.report).default('') : z.string().max(0).optional(),
      });
    case 'scale':
      return z.object({
        answers: z.record(
          z.string().max(40),
          z
            .number({ message: 'Choisis une réponse de 1 à 5.' })
            .int()
            .min(SCALE_MIN, 'Choisis une réponse de 1 à 5.')
            .max(SCALE_MAX, 'Choisis une réponse de 1 à 5.'),
        ),
      });
    case 'questions':
      return z.object({
        questions: z
          .array(
            z.string().max(QUESTION_MAX_LENGTH, `Une question tient en ${QUESTION_MAX_LENGTH} caractères.`),
          )
          .max(MAX_QUESTIONS, `${MAX_QUESTIONS} questions au plus.`),
      });
    case 'review':
      return z.object({
        sections: sectionsObject(step.sections),
        accepted: z.array(z.string().trim().min(1).max(40)).max(50, '50 mots acceptés au plus.').default([]),
      });
    case 'document':
      return z.object({ sections: sectionsObject(step.sections) });
    case 'salary':
      return z.object({
        job: z.string().trim().min(2, 'Choisis un métier.').max(120, 'Le nom du métier est trop long.'),
        answers: z.record(z.string().max(40), z.number().int().min(0)).default({}),
      });
    case 'confirm':
      return z.object({ done: z.literal(true, { message: 'Confirme que c’est fait.' }) });
    case 'letter':
      return z.object({
        target: z
          .object({
            catalogue: z.enum(LETTER_TARGET_CATALOGUES, { message: 'Choisis une offre ou une formation.' }),
            code: z.string().trim().min(1).max(40),
            label: z.string().trim().min(1).max(200),
          })
          .nullable()
          .default(null),
        style: letterStyleSchema.default('sobre'),
        letterId: z.string().uuid().nullable().default(null),
        draft: z
          .string()
          .max(step.maxLength * 2)
          .default(''),
        text: z
          .string()
          .max(step.maxLength, `Ta lettre tient en ${step.maxLength} caractères au plus.`)
          .default(''),
      });
    case 'projet':
      return z.object({
        formation: z
          .object({
            code: z.string().trim().min(1).max(40),
            label: z.string().trim().min(1).max(300),
          })
          .nullable()
          .default(null),
        paragraphs: z.object(
          Object.fromEntries(
            step.paragraphs.map((paragraph) => [
              paragraph.id,
              z
                .string()
                .max(
                  PROJET_PARAGRAPH_MAX,
                  `« ${paragraph.label} » : ${PROJET_PARAGRAPH_MAX} caractères au plus.`,
                )
                .default(''),
            ]),
          ),
        ),
      });
    case 'voeux':
      return z.object({
        wishes: z
          .array(
            z.object({
              code: z.string().trim().min(1).max(40),
              label: z.string().trim().min(1).max(300),
            }),
          )
          .max(
            PARCOURSUP_MAX_WISHES.value,
            `${PARCOURSUP_MAX_WISHES.value} vœux au plus, comme sur Parcoursup.`,
          )
          .refine((wishes) => new Set(wishes.map((wish) => wish.code)).size === wishes.length, {
            message: 'Chaque formation ne compte qu’une fois dans ta liste.',
          })
          .default([]),
      });
    case 'calendar':
      return z.object({
        dates: z
          .array(
            z.object({
              id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Cette date n’a pas un identifiant valide.'),
              kind: z.enum(OWN_DATE_KINDS, { message: 'Choisis le type de chaque date.' }),
              label: z
                .string()
                .trim()
                .min(2, 'Donne un nom à chaque date.')
                .max(120, 'Le nom d’une date tient en 120 caractères.'),
              date: isoDateSchema,
              place: z.string().trim().max(120, 'Le lieu tient en 120 caractères.').default(''),
            }),
          )
          .max(MAX_OWN_DATES, `${MAX_OWN_DATES} dates au plus.`)
          .default([]),
      });
    case 'pitch':
      return z.object({
        durationSeconds: z
          .number({ message: 'La durée doit être un nombre de secondes.' })
          .int()
          .min(0)
          .max(PITCH_DURATION_SECONDS, `Un pitch dure ${PITCH_DURATION_SECONDS} secondes au plus.`)
          .default(0),
        rating: z
          .number({ message: 'Donne une note de 0 à 10.' })
          .int('Donne une note entière.')
          .min(0, 'Donne une note de 0 à 10.')
          .max(10, 'Donne une note de 0 à 10.')
          .nullable()
          .default(null),
        points: z.array(z.string().max(40)).max(20).default([]),
      });
    case 'breathing': {
      const stress = z
        .number({ message: 'Note ton stress de 1 à 10.' })
        .int('Note ton stress par un nombre entier.')
        .min(STRESS_SCALE.min, 'Note ton stress de 1 à 10.')
        .max(STRESS_SCALE.max, 'Note ton stress de 1 à 10.')
        .nullable()
        .default(null);
      return z.object({
        before: stress,
        after: stress,
        cyclesDone: z.number().int().min(0).max(step.cycles, `${step.cycles} cycles au plus.`).default(0),
      });
    }
    case 'interview':
      return z.object({
        target: z
          .object({
            kind: z.enum(['metier', 'offre', 'formation'], {
              message: 'Choisis un métier ou une formation.',
            }),
            code: z.string().trim().min(1).max(40),
            label: z.string().trim().max(300).default(''),
          })
          .nullable()
          .default(null),
        turns: z
          .array(
            z.object({
              questionId: z
                .string()
                .regex(/^[a-z0-9-]{1,40}$/, 'Cette question n’a pas un identifiant valide.'),
              kind: z.enum(['ouverture', 'motivation', 'terrain', 'situation', 'cloture']),
              question: z.string().trim().min(1).max(INTERVIEW_QUESTION_MAX),
              origin: z.enum(['ia', 'banque']),
              answer: z
                .string()
                .max(
                  INTERVIEW_ANSWER_MAX,
                  `Une réponse tient en ${INTERVIEW_ANSWER_MAX} caractères au plus.`,
                ),
            }),
          )
          .max(INTERVIEW_LENGTH, `L’entretien compte ${INTERVIEW_LENGTH} questions.`)
          .default([]),
      });
    case 'portfolio':
      return z.object({
        intro: z
          .string({ message: 'Ta présentation doit être un texte.' })
          .max(PORTFOLIO_INTRO_MAX, `Ta présentation tient en ${PORTFOLIO_INTRO_MAX} caractères au plus.`)
          .default(''),
        sections: z
          .array(z.enum(PORTFOLIO_SECTION_IDS, { message: 'Cette rubrique n’existe pas dans le portfolio.' }))
          .max(PORTFOLIO_SECTION_IDS.length)
          .refine((ids) => new Set(ids).size === ids.length, {
            message: 'Chaque rubrique ne compte qu’une fois.',
          })
          .default([]),
      });
    case 'coherence':
      return z.object({
        plan: z
          .string({ message: 'Ton plan doit être un texte.' })
          .max(COHERENCE_PLAN_MAX, `Ton plan tient en ${COHERENCE_PLAN_MAX} caractères au plus.`)
          .default(''),
      });
    case 'polish':
      return z.object({
        texts: z
          .record(
            z.string().max(20),
            z.record(
              z.string().max(40),
              z.string().max(POLISH_TEXT_MAX, `Un texte tient en ${POLISH_TEXT_MAX} caractères au plus.`),
            ),
          )
          .default({}),
        kept: z.array(z.string().max(400)).max(200).default([]),
      });
    case 'advice':
      return z.object({
        topic: z
          .enum(ADVICE_TOPIC_IDS, { message: 'Choisis un des thèmes proposés.' })
          .nullable()
          .default(null),
        text: z
          .string({ message: 'Ton conseil doit être un texte.' })
          .max(ADVICE_MAX_LENGTH, `Ton conseil tient en ${ADVICE_MAX_LENGTH} caractères au plus.`)
          .default(''),
      });
    case 'certificate':
      return z.object({});
    case 'focus':
      return z.object({
        focus: z
          .array(z.enum(FOCUS_THEME_IDS, { message: 'Choisis parmi les thèmes proposés.' }))
          .max(FOCUS_THEME_IDS.length)
          .refine((ids) => new Set(ids).size === ids.length, {
            message: 'Chaque thème ne compte qu’une fois.',
          })
          .default([]),
        why: z
          .string({ message: 'Ta raison doit être un texte.' })
          .max(400, 'Ta raison tient en 400 caractères au plus.')
          .default(''),
      });
    case 'apprentice-pay':
      return z.object({
        age: z
          .number({ message: 'Ton âge est un nombre.' })
          .int('Ton âge est un nombre entier.')
          .min(APPRENTICE_AGE_RANGE.min, `L’apprentissage commence à ${APPRENTICE_AGE_RANGE.min} ans.`)
          .max(APPRENTICE_AGE_RANGE.max, `Le simulateur va jusqu’à ${APPRENTICE_AGE_RANGE.max} ans.`)
          .nullable()
          .default(null),
        year: z
          .union([z.literal(1), z.literal(2), z.literal(3)], {
            message: 'Choisis la 1re, la 2e ou la 3e année.',
          })
          .nullable()
          .default(null),
        plan: z
          .string({ message: 'Ta réponse doit être un texte.' })
          .max(600, 'Ta réponse tient en 600 caractères au plus.')
          .default(''),
      });
    case 'week-plan':
      return z.object({
        slots: z
          .array(
            z.object({
              id: z.string().trim().min(1).max(40),
              day: z.enum(WEEK_DAYS, { message: 'Choisis un jour de la semaine.' }),
              start: z.string().regex(HOUR_MINUTE, 'Une heure s’écrit HH:MM, par exemple 08:30.'),
              end: z.string().regex(HOUR_MINUTE, 'Une heure s’écrit HH:MM, par exemple 17:00.'),
              kind: z.enum(WEEK_SLOT_KINDS, { message: 'Choisis un type de créneau de la liste.' }),
              label: z
                .string()
                .trim()
                .min(1, 'Donne un nom à chaque créneau.')
                .max(60, 'Un nom tient en 60 caractères.'),
            }),
          )
          .max(60, 'Une semaine tient en 60 créneaux au plus.')
          .default([]),
      });
    case 'roadmap':
      return z.object({
        goals: z
          .array(
            z.object({
              horizon: z.enum(ROADMAP_HORIZON_IDS, { message: 'Horizon inconnu.' }),
              goal: z.string().max(300, 'Un objectif tient en 300 caractères.').default(''),
              milestones: z
                .array(
                  z.object({
                    id: z.string().trim().min(1).max(40),
                    label: z
                      .string()
                      .trim()
                      .min(3, 'Nomme chaque étape.')
                      .max(120, 'Une étape tient en 120 caractères.'),
                    month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Un mois s’écrit AAAA-MM.'),
                  }),
                )
                .max(ROADMAP_MAX_MILESTONES, `${ROADMAP_MAX_MILESTONES} étapes au plus par horizon.`)
                .default([]),
            }),
          )
          .max(ROADMAP_HORIZON_IDS.length)
          .refine((goals) => new Set(goals.map((goal) => goal.horizon)).size === goals.length, {
            message: 'Un objectif par horizon.',
          })
          .default([]),
      });
    case 'grant':
      return grantAnswerSchema;
    case 'aids':
      return z.object({
        kept: z
          .array(z.enum(STUDENT_AID_IDS, { message: 'Choisis parmi les aides de la liste.' }))
          .max(STUDENT_AID_IDS.length)
          .refine((ids) => new Set(ids).size === ids.length, {
            message: 'Chaque aide ne compte qu’une fois.',
          })
          .default([]),
      });
    case 'housing':
      return housingAnswerSchema;
    case 'budget':
      return budgetAnswerSchema;
    case 'rating':
      return z.object({
        rating: z
          .number({ message: 'Donne une note de 1 à 10.' })
          .int('Donne une note entière.')
          .min(1, 'Donne une note de 1 à 10.')
          .max(10, 'Donne une note de 1 à 10.'),
      });
  }
}

export const SCALE_RANGE = { min: SCALE_MIN, max: SCALE_MAX } as const;
