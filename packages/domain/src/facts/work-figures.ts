import { z } from 'zod';
import type { DatedFact } from './dated-fact';

// The figures of work and money the levels 31 to 50 show. Each is the value in force when it
// was last checked, with its official source; the staff overrides it in the database when it
// changes (facts module), and past `reviewBy` the screens say « à vérifier ».

const SERVICE_PUBLIC = 'https://www.service-public.gouv.fr/particuliers/vosdroits';

const smicSource = { label: 'Service-public.gouv.fr, « Montant du Smic »', url: `${SERVICE_PUBLIC}/F2300` };
const minorHoursSource = {
  label: 'Service-public.gouv.fr, « Durée du travail d’un jeune de moins de 18 ans »',
  url: `${SERVICE_PUBLIC}/F2216`,
};
const internshipSource = {
  label: 'Service-public.gouv.fr, « Gratification minimale d’un stagiaire »',
  url: `${SERVICE_PUBLIC}/F32131`,
};

/** The apprentice's minimum pay in % of the Smic, by age band and year of contract (1st, 2nd, 3rd). */
export const apprenticePayGridSchema = z.object({
  moins18: z.tuple([z.number(), z.number(), z.number()]),
  de18a20: z.tuple([z.number(), z.number(), z.number()]),
  de21a25: z.tuple([z.number(), z.number(), z.number()]),
  des26: z.tuple([z.number(), z.number(), z.number()]),
});
export type ApprenticePayGrid = z.infer<typeof apprenticePayGridSchema>;

const positive = z.number().positive('La valeur doit être positive.');
const hours = z.number().int('Un nombre d’heures entier.').min(1).max(24);

/** What a figure's value may be; checked when the staff changes it. */
export const FIGURE_SCHEMAS = {
  'smic-horaire-brut': positive,
  'smic-mensuel-brut': positive,
  'apprenti-grille': apprenticePayGridSchema,
  'stage-gratification-horaire': positive,
  'stage-gratification-taux': positive,
  'stage-gratification-seuil-heures': z.number().int().positive(),
  'mineur-heures-jour': hours,
  'mineur-heures-semaine': z.number().int().min(1).max(60),
  'mineur-repos-quotidien': hours,
  'mineur-pause-apres-heures': positive,
  'mineur-nuit-debut': hours,
  'mineur-nuit-fin': hours,
} as const;

export type FigureId = keyof typeof FIGURE_SCHEMAS;
export const FIGURE_IDS = Object.keys(FIGURE_SCHEMAS) as FigureId[];
export type FigureValue<Id extends FigureId> = z.infer<(typeof FIGURE_SCHEMAS)[Id]>;

/** How a figure reads on screen. */
export const FIGURE_UNITS = [
  'euros-heure',
  'euros-mois',
  'heures',
  'pourcent-smic',
  'pourcent-pss',
  'heure-du-jour',
] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

export interface FigureDefinition<Id extends FigureId> {
  label: string;
  unit: FigureUnit;
  fact: DatedFact<FigureValue<Id>>;
}

type FigureTable = { [Id in FigureId]: FigureDefinition<Id> };

const smic = (value: number) => ({
  value,
  appliesFrom: '2026-06-01',
  reviewBy: '2027-01-01',
  source: smicSource,
});
// The law on young workers' hours has not moved since the labour code's recodification.
const minorHours = (value: number) => ({
  value,
  appliesFrom: '2008-05-01',
  reviewBy: '2027-09-01',
  source: minorHoursSource,
});

/** Every figure with the value checked on 26 November 2026. */
export const WORK_FIGURES: FigureTable = {
  'smic-horaire-brut': { label: 'Smic horaire brut', unit: 'euros-heure', fact: smic(12.31) },
  'smic-mensuel-brut': {
    label: 'Smic mensuel brut (35 h par semaine)',
    unit: 'euros-mois',
    fact: smic(1867.02),
  },
  'apprenti-grille': {
    label: 'Salaire minimum d’un apprenti, en % du Smic',
    unit: 'pourcent-smic',
    fact: {
      value: { moins18: [27, 39, 55], de18a20: [43, 51, 67], de21a25: [53, 61, 78], des26: [100, 100, 100] },
      appliesFrom: '2019-01-01',
      reviewBy: '2027-09-01',
      source: {
        label: 'Service-public.gouv.fr, « Contrat d’apprentissage »',
        url: `${SERVICE_PUBLIC}/F2918`,
      },
    },
  },
  'stage-gratification-horaire': {
    label: 'Gratification minimale d’un stage, par heure',
    unit: 'euros-heure',
    fact: { value: 4.5, appliesFrom: '2026-01-01', reviewBy: '2027-01-01', source: internshipSource },
  },
  'stage-gratification-taux': {
    label: 'Gratification minimale d’un stage, en % du plafond horaire de la Sécurité sociale',
    unit: 'pourcent-pss',
    fact: { value: 15, appliesFrom: '2015-09-01', reviewBy: '2027-09-01', source: internshipSource },
  },
  'stage-gratification-seuil-heures': {
    label: 'Heures de stage au-delà desquelles la gratification est obligatoire',
    unit: 'heures',
    fact: { value: 308, appliesFrom: '2015-09-01', reviewBy: '2027-09-01', source: internshipSource },
  },
  'mineur-heures-jour': {
    label: 'Durée maximale de travail par jour avant 18 ans',
    unit: 'heures',
    fact: minorHours(8),
  },
  'mineur-heures-semaine': {
    label: 'Durée maximale de travail par semaine avant 18 ans',
    unit: 'heures',
    fact: minorHours(35),
  },
  'mineur-repos-quotidien': {
    label: 'Repos minimum entre deux journées de travail, de 16 à 18 ans',
    unit: 'heures',
    fact: minorHours(12),
  },
  'mineur-pause-apres-heures': {
    label: 'Travail d’affilée au-delà duquel une pause de 30 minutes est due avant 18 ans',
    unit: 'heures',
    fact: minorHours(4.5),
  },
  'mineur-nuit-debut': {
    label: 'Début de la nuit interdite au travail, de 16 à 18 ans',
    unit: 'heure-du-jour',
    fact: minorHours(22),
  },
  'mineur-nuit-fin': {
    label: 'Fin de la nuit interdite au travail, de 16 à 18 ans',
    unit: 'heure-du-jour',
    fact: minorHours(6),
  },
};

/**
 * The figures OpenFisca-France carries (npm run import -- openfisca): its value in force, × `factor`, replaces
 * the code's (a rate of 0,15 reads 15 %). The code's value stays the fallback when nothing is imported.
 */
export const OPENFISCA_FIGURES: Partial<Record<FigureId, { parameter: string; factor: number }>> = {
  'smic-horaire-brut': { parameter: 'marche_travail.salaire_minimum.smic.smic_b_horaire', factor: 1 },
  'smic-mensuel-brut': { parameter: 'marche_travail.salaire_minimum.smic.smic_b_mensuel', factor: 1 },
  'stage-gratification-taux': {
    parameter: 'marche_travail.salaire_minimum.minstage.taux_gratification_min',
    factor: 100,
  },
};
