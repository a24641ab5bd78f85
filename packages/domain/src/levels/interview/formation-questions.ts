import { foldAccents } from '../../similarity/normalize';
import type { BankQuestion } from './bank-question';

/**
 * Questions admission juries really ask, by type of formation, two per type. The type is read
 * from the catalogue's diploma name (Parcoursup and ONISEP spell them in several ways).
 */
export const FORMATION_TYPES: Record<string, { label: string; questions: BankQuestion[] }> = {
  'bts-but': {
    label: 'BTS ou BUT',
    questions: [
      {
        id: 'bts-experience',
        text: 'Quelle expérience, quel stage ou quel projet vous a donné envie de cette spécialité ?',
        hint: 'Le jury veut une origine concrète à ton choix : un stage de 3e, un job, un projet au lycée.',
      },
      {
        id: 'bts-rythme',
        text: 'Cette formation demande beaucoup de travaux pratiques et de projets en groupe. Comment vous y préparez-vous ?',
        hint: 'Montre que tu connais le rythme (cours, TP, stages) et cite un travail de groupe réussi.',
      },
    ],
  },
  licence: {
    label: 'licence à l’université',
    questions: [
      {
        id: 'licence-autonomie',
        text: 'À l’université, vous aurez beaucoup de travail personnel. Comment allez-vous vous organiser ?',
        hint: 'Planning, bibliothèque, groupe de travail : dis ce que tu fais déjà pour travailler seul.',
      },
      {
        id: 'licence-discipline',
        text: 'Quel sujet de cette discipline vous passionne, et qu’avez-vous lu ou regardé dessus ?',
        hint: 'Un livre, une vidéo, un cours qui t’a marqué : c’est la preuve d’une vraie curiosité.',
      },
    ],
  },
  cpge: {
    label: 'classe préparatoire',
    questions: [
      {
        id: 'cpge-note',
        text: 'Comment réagissez-vous à une mauvaise note ?',
        hint: 'En prépa, les notes baissent au début. Le jury veut voir que tu analyses et que tu rebondis.',
      },
      {
        id: 'cpge-rythme',
        text: 'Comment tiendrez-vous un rythme de travail soutenu pendant deux ans ?',
        hint: 'Parle de ton organisation, mais aussi de ce qui te ressource : sport, musique, amis.',
      },
    ],
  },
  ecole: {
    label: 'école d’ingénieurs, de commerce ou spécialisée',
    questions: [
      {
        id: 'ecole-projet',
        text: 'Quel projet, associatif ou personnel, aimeriez-vous mener pendant vos études ?',
        hint: 'Les écoles aiment les élèves qui s’engagent : relie ton idée à quelque chose que tu fais déjà.',
      },
      {
        id: 'ecole-convaincre',
        text: 'Parlez-nous d’une fois où vous avez dû convaincre un groupe.',
        hint: 'Une situation réelle, tes arguments, et ce que le groupe a décidé à la fin.',
      },
    ],
  },
  'sante-social': {
    label: 'formation du soin ou du social',
    questions: [
      {
        id: 'sante-fragiles',
        text: 'Pourquoi voulez-vous travailler auprès de personnes fragiles ?',
        hint: 'Appuie-toi sur une rencontre ou un stage, pas sur une idée générale.',
      },
      {
        id: 'sante-difficile',
        text: 'Comment feriez-vous face à la souffrance d’une personne que vous accompagnez ?',
        hint: 'Le jury cherche de l’empathie et des limites : écouter, rester professionnel, en parler à l’équipe.',
      },
    ],
  },
  autre: {
    label: 'formation',
    questions: [
      {
        id: 'autre-decouverte',
        text: 'Comment avez-vous découvert cette formation, et qu’avez-vous fait pour la connaître ?',
        hint: 'Portes ouvertes, salon, échange avec un étudiant : montre que tu t’es renseigné.',
      },
      {
        id: 'autre-difficulte',
        text: 'Quelle matière ou quelle partie de la formation vous semble la plus difficile, et comment allez-vous vous y prendre ?',
        hint: 'Reconnaître une difficulté et avoir un plan, c’est un signe de maturité.',
      },
    ],
  },
};

// Checked in order: the first pattern found in the diploma's name gives the type.
const TYPE_PATTERNS: [RegExp, string][] = [
  [/\b(bts|btsa|but|dut|brevet de technicien|bachelor universitaire de technologie)\b/, 'bts-but'],
  [/\b(cpge|classe preparatoire|classes preparatoires)\b/, 'cpge'],
  [
    /\b(d e|diplome d etat|infirmier|ifsi|paramedical|sante|pass|las|travail social|educateur)\b/,
    'sante-social',
  ],
  [/\b(ingenieur|ingenieurs|commerce|management|ecole|bachelor|architecture|art)\b/, 'ecole'],
  [/\b(licence|licences)\b/, 'licence'],
];

/** The type of a formation from its diploma name and title: BTS ou BUT, licence, prépa… */
export function formationType(names: string[]): string {
  const text = foldAccents(names.join(' ')).replace(/[^a-z0-9]+/g, ' ');
  return TYPE_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? 'autre';
}
