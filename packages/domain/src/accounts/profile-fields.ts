import { z } from 'zod';
import { typographieFr } from '../format/typography';
import { isDepartementOption } from '../geo/departements';

/** Rules shared by registration and the profile screen (spec sections 3 and 5). */
export const GENRES = ['Homme', 'Femme', 'Autre'] as const;
export const AGE_MIN = 10;
export const AGE_MAX = 100;
export const AGE_DEFAULT = 18;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given: a bound keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 256;

export const PROFILE_TYPES = ['student', 'company', 'teacher'] as const;
export const profileTypeSchema = z.enum(PROFILE_TYPES, {
  message: 'Le type de profil doit être Étudiant, Entreprise ou Enseignant.',
});
export type ProfileType = z.infer<typeof profileTypeSchema>;
export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  student: 'Étudiant',
  company: 'Entreprise',
  teacher: 'Enseignant',
};

/**
 * The types the students' sign-up and the sign-in switch offer. Teachers sign up through their
 * own form (academic address or staff approval, an establishment): the students' form must not
 * make a teacher account, and the web shows the teachers' switch only once their space exists.
 */
export const FORM_PROFILE_TYPES = ['student', 'company'] as const satisfies readonly ProfileType[];
export const formProfileTypeSchema = z.enum(FORM_PROFILE_TYPES, {
  message: 'Le type de profil doit être Étudiant ou Entreprise.',
});

export const emailSchema = z
  .string({ message: 'L’adresse e-mail est requise.' })
  .trim()
  .toLowerCase()
  .min(1, 'L’adresse e-mail est requise.')
  .max(254, 'L’adresse e-mail est trop longue.')
  .pipe(z.email({ message: 'L’adresse e-mail n’est pas valide.' }));

export const newPasswordSchema = z
  .string({ message: 'Le mot de passe est requis.' })
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH}\u00a0caractères.`)
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH}\u00a0caractères.`);

export const ageSchema = z
  .number({ message: 'L’âge doit être un nombre.' })
  .int('L’âge doit être un nombre entier.')
  .min(AGE_MIN, `L’âge doit être compris entre ${AGE_MIN} et ${AGE_MAX}\u00a0ans.`)
  .max(AGE_MAX, `L’âge doit être compris entre ${AGE_MIN} et ${AGE_MAX}\u00a0ans.`);

export const genreSchema = z.enum(GENRES, { message: 'Le genre doit être Homme, Femme ou Autre.' });

export const departementSchema = z
  .string({ message: 'Le département est requis.' })
  .refine(isDepartementOption, 'Choisis un département de la liste (par exemple « 75 - Paris »).');

/** Trims a text; an empty text means "no value" and becomes null; an absent one stays absent. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} doit être un texte.` })
    .trim()
    .max(max, `${label} ne peut pas dépasser ${max}\u00a0caractères.`)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

export const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label} est requis.` })
    .trim()
    .min(1, `${label} est requis.`)
    .max(max, `${label} ne peut pas dépasser ${max}\u00a0caractères.`);

/**
 * Words a student's name may not contain: the chat shows names, and « Équipe Déclic (Admin) »
 * would pass for the staff. Compared without accents or case.
 */
const RESERVED_NAME = /\b(admin\w*|staff|equipe|declic|moderat\w*)\b/;

export function isReservedName(name: string): boolean {
  const plain = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return RESERVED_NAME.test(plain);
}

const reservedNameMessage = (label: string) =>
  typographieFr(
    `${label} ne peut pas contenir « admin », « équipe », « Déclic », « staff » ou « modérateur » : ces mots sont réservés à l’équipe.`,
  );

/** A first or last name: required at sign-up, without the words reserved to the staff. */
export const requiredName = (label: string) =>
  requiredText(100, label).refine((name) => !isReservedName(name), reservedNameMessage(label));

/** The same, optional (profile edits send only what changed). */
export const optionalName = (label: string) =>
  optionalText(100, label).refine((name) => !name || !isReservedName(name), reservedNameMessage(label));
