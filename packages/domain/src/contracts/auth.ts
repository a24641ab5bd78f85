import { z } from 'zod';
import {
  ageSchema,
  departementSchema,
  emailSchema,
  formProfileTypeSchema,
  genreSchema,
  newPasswordSchema,
  optionalText,
  profileTypeSchema,
  requiredName,
} from '../accounts/profile-fields';
import { CONSENT_AGE, needsParentConsent } from '../payments/parent-request';
import { avatarConfigSchema, questionnaireResponseSchema } from './pre-account';

/**
 * Registration userData (spec section 3): the web form sends the French names and their
 * English duplicates; either spelling alone is accepted. Unknown fields are refused.
 */
const userDataInputSchema = z.strictObject({
  profile_type: formProfileTypeSchema.optional(),
  prenom: z.unknown().optional(),
  first_name: z.unknown().optional(),
  nom: z.unknown().optional(),
  last_name: z.unknown().optional(),
  age: z.unknown().optional(),
  genre: z.unknown().optional(),
  gender: z.unknown().optional(),
  departement: z.unknown().optional(),
  department: z.unknown().optional(),
  ecole: z.unknown().optional(),
  school: z.unknown().optional(),
  numeroTelephone: z.unknown().optional(),
  phone_number: z.unknown().optional(),
});

/** A value that must be there (a missing or empty one gets `message`), then `schema`'s rules. */
function requiredValue<T extends z.ZodType>(schema: T, message: string) {
  return z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', message)
    .pipe(schema);
}

/** The registration fields once both spellings are merged, with the rules of spec section 5. */
export const registrationProfileSchema = z.object({
  profileType: formProfileTypeSchema.default('student'),
  firstName: requiredName('Le prénom'),
  lastName: requiredName('Le nom'),
  age: requiredValue(ageSchema, 'L’âge est requis.'),
  gender: requiredValue(genreSchema, 'Le genre est requis.'),
  department: requiredValue(departementSchema, 'Le département est requis.'),
  school: optionalText(200, 'L’école'),
  phoneNumber: optionalText(30, 'Le numéro de téléphone'),
});
export type RegistrationProfile = z.infer<typeof registrationProfileSchema>;

export const registrationUserDataSchema = userDataInputSchema
  // The merged values are checked by the pipe; the cast only tells TypeScript where they go.
  .transform(
    (data) =>
      ({
        profileType: data.profile_type,
        firstName: data.prenom ?? data.first_name,
        lastName: data.nom ?? data.last_name,
        age: data.age,
        gender: data.genre ?? data.gender,
        department: data.departement ?? data.department,
        school: data.ecole ?? data.school,
        phoneNumber: data.numeroTelephone ?? data.phone_number,
      }) as z.input<typeof registrationProfileSchema>,
  )
  .pipe(registrationProfileSchema);

export const registerRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    userData: registrationUserDataSchema,
    avatarData: avatarConfigSchema.nullish(),
    questionnaireResponses: z.array(questionnaireResponseSchema).max(200).nullish(),
    /** Under 15 (CONSENT_AGE): the parent who will confirm the sign-up. */
    parentEmail: emailSchema.optional(),
  })
  .superRefine((data, context) => {
    if (!needsParentConsent(data.userData.age)) return;
    if (!data.parentEmail) {
      context.addIssue({
        code: 'custom',
        path: ['parentEmail'],
        message: `Tu as moins de ${CONSENT_AGE}\u00a0ans\u202f: indique l’adresse e-mail d’un parent, qui confirmera ton inscription.`,
      });
    } else if (data.parentEmail === data.email) {
      context.addIssue({
        code: 'custom',
        path: ['parentEmail'],
        message: 'Indique l’adresse d’un parent, pas la tienne.',
      });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** What every "we sent you an e-mail" endpoint answers, whether or not the address is known. */
export const mailSentResponseSchema = z.object({ message: z.string() });
export type MailSentResponse = z.infer<typeof mailSentResponseSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ message: 'Le mot de passe est requis.' })
    .min(1, 'Le mot de passe est requis.')
    .max(1024),
  profile_type: profileTypeSchema.default('student'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({ profile_type: profileTypeSchema }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * A session as the spec's auth provider gives it (section 3). The refresh token is not in the
 * body: it travels only in an HttpOnly cookie the page's scripts cannot read.
 */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

const tokenSchema = z
  .string({ message: 'Le lien est incomplet.' })
  .trim()
  .min(1, 'Le lien est incomplet.')
  .max(200, 'Le lien n’est pas valide.');

export const confirmEmailRequestSchema = z.strictObject({ token: tokenSchema });
export const emailOnlyRequestSchema = z.strictObject({ email: emailSchema });
export const passwordResetRequestSchema = z.strictObject({ token: tokenSchema, password: newPasswordSchema });

/** Sign-out scopes of the spec's auth provider: this device, every device, every other device. */
export const LOGOUT_SCOPES = ['local', 'global', 'others'] as const;
export const logoutRequestSchema = z.strictObject({
  scope: z.enum(LOGOUT_SCOPES, { message: 'La portée doit être local, global ou others.' }).default('local'),
});
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];
