import { z } from 'zod';
import {
  ageSchema,
  departementSchema,
  genreSchema,
  optionalName,
  optionalText,
  profileTypeSchema,
} from '../accounts/profile-fields';
import { sessionUserSchema } from './auth';

/** GET /api/users/me: who I am, and where I stand (the profile screen shows level and XP). */
export const meResponseSchema = z.object({
  user: sessionUserSchema.extend({ is_staff: z.boolean(), created_at: z.string() }),
  progression: z.object({ level: z.number(), xp: z.number() }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** A profile as the API gives it (spec section 3, English field names). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  profile_type: profileTypeSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  department: z.string().nullable(),
  school: z.string().nullable(),
  phone_number: z.string().nullable(),
  avatar_json: z.record(z.string(), z.unknown()).nullable(),
  avatar_url: z.string().nullable(),
  home_preference: z.string().nullable(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * PUT /api/users/profile: every field optional (home_preference may come alone); texts are
 * trimmed and an empty value means null (spec section 5).
 */
export const profileUpdateSchema = z
  .strictObject({
    first_name: optionalName('Le prénom'),
    last_name: optionalName('Le nom'),
    age: z.preprocess(blankToNull, ageSchema.nullable()).optional(),
    gender: z.preprocess(blankToNull, genreSchema.nullable()).optional(),
    department: z.preprocess(blankToNull, departementSchema.nullable()).optional(),
    school: optionalText(200, 'L’école'),
    phone_number: optionalText(30, 'Le numéro de téléphone'),
    home_preference: optionalText(200, 'Le métier rêvé'),
  })
  .refine((update) => Object.keys(update).length > 0, 'Aucun champ à mettre à jour.');
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /api/users/profile/extra-info: answers given along the levels' conversations. */
export const extraInfoEntrySchema = z.strictObject({
  question_id: z.number({ message: 'question_id doit être un nombre.' }).int().min(0),
  question_text: z.string().trim().min(1, 'La question est requise.').max(1000),
  answer_text: z.string().trim().max(4000),
});
export const extraInfoRequestSchema = z.strictObject({
  entries: z.array(extraInfoEntrySchema).min(1, 'Aucune réponse à enregistrer.').max(100),
});
export type ExtraInfoEntry = z.infer<typeof extraInfoEntrySchema>;
export const extraInfoResponseSchema = z.object({ saved: z.number() });
