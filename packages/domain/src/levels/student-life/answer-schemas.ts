import { z } from 'zod';
import { HOUSING_TYPES } from '../../contracts/aids';

// The answers of levels 35 to 37 as the API accepts them: a wrong shape or an impossible number
// is a 400 in French; a missing one is null, kept, and named by the checks.

const amount = (label: string, max: number) =>
  z
    .number({ message: `« ${label} » : indique un nombre d’euros.` })
    .finite(`« ${label} » : indique un nombre d’euros.`)
    .min(0, `« ${label} » ne peut pas être négatif.`)
    .max(max, `« ${label} » : ${max} € au plus.`)
    .nullable()
    .default(null);

const count = (label: string) =>
  z
    .number({ message: `« ${label} » : indique un nombre entier.` })
    .int(`« ${label} » : indique un nombre entier.`)
    .min(0, `« ${label} » ne peut pas être négatif.`)
    .max(20, `« ${label} » : 20 au plus.`)
    .nullable()
    .default(null);

export const grantAnswerSchema = z.object({
  parentsIncome: amount('Revenu brut global', 10_000_000),
  dependentSiblings: count('Frères et sœurs à charge'),
  siblingsInHigherEducation: count('Frères et sœurs dans le supérieur'),
  distanceKm: z
    .number({ message: 'Indique la distance en kilomètres.' })
    .finite('Indique la distance en kilomètres.')
    .min(0, 'La distance ne peut pas être négative.')
    .max(40_000, 'Indique une distance de moins de 40 000 km.')
    .nullable()
    .default(null),
});

export const housingAnswerSchema = z.object({
  commune: z
    .object({
      code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^(\d{5}|2[AB]\d{3})$/, 'Choisis la commune dans la liste.'),
      label: z.string().trim().max(120).default(''),
    })
    .nullable()
    .default(null),
  age: z
    .number({ message: 'Indique ton âge.' })
    .int('Indique ton âge en années.')
    .min(14, 'Indique ton âge (14 à 99 ans).')
    .max(99, 'Indique ton âge (14 à 99 ans).')
    .nullable()
    .default(null),
  boursier: z.boolean({ message: 'Dis si tu auras une bourse.' }).nullable().default(null),
  options: z
    .array(
      z.object({
        type: z.enum(HOUSING_TYPES, { message: 'Choisis un type de logement.' }),
        rent: amount('Loyer', 20_000),
        deposit: amount('Dépôt de garantie', 40_000),
      }),
    )
    .max(HOUSING_TYPES.length)
    .refine((options) => new Set(options.map((option) => option.type)).size === options.length, {
      message: 'Chaque façon de te loger ne compte qu’une fois.',
    })
    .default([]),
  choice: z.enum(HOUSING_TYPES, { message: 'Choisis un type de logement.' }).nullable().default(null),
  why: z
    .string({ message: 'Ta raison doit être un texte.' })
    .max(600, 'Ta raison tient en 600 caractères au plus.')
    .default(''),
});

export const budgetAnswerSchema = z.object({
  housing: amount('Logement', 20_000),
  food: amount('Courses et repas', 20_000),
  transport: amount('Transports', 20_000),
  phone: amount('Téléphone et internet', 20_000),
  equipment: amount('Matériel d’études', 20_000),
  leisure: amount('Loisirs et sorties', 20_000),
  grant: amount('Bourse par mois', 20_000),
  familyHelp: amount('Aide de ta famille', 20_000),
  jobHoursPerWeek: z
    .number({ message: 'Indique un nombre d’heures par semaine.' })
    .finite('Indique un nombre d’heures par semaine.')
    .min(0, 'Le nombre d’heures ne peut pas être négatif.')
    .max(168, 'Une semaine compte 168 heures.')
    .nullable()
    .default(null),
  adjustment: z
    .string({ message: 'Ton ajustement doit être un texte.' })
    .max(600, 'Ton ajustement tient en 600 caractères au plus.')
    .default(''),
});
