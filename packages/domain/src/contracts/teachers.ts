import { z } from 'zod';
import { emailSchema, newPasswordSchema, requiredName } from '../accounts/profile-fields';

/** The national school code (UAI, formerly RNE): seven digits and a check letter, e.g. 0751234A. */
export const uaiSchema = z
  .string({ message: 'Le code UAI de l’établissement est requis.' })
  .trim()
  .toUpperCase()
  .regex(
    /^\d{7}[A-Z]$/,
    'Le code UAI compte 7\u00a0chiffres et une lettre (par exemple 0751234A)\u202f: choisissez l’établissement dans la liste.',
  );

/** POST /api/teachers/register: the person, a professional address, the establishment by UAI. */
export const teacherRegisterRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredName('Le prénom'),
  lastName: requiredName('Le nom'),
  uai: uaiSchema,
});
export type TeacherRegisterRequest = z.input<typeof teacherRegisterRequestSchema>;

/**
 * `active`: an academic address once confirmed, or approved by the staff; `pending_approval`:
 * another address, until the staff look; `suspended`: the staff closed the space.
 */
export const TEACHER_STATUSES = ['active', 'pending_approval', 'suspended'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];

export const establishmentSchema = z.object({
  uai: z.string(),
  name: z.string(),
  town: z.string().nullable(),
  department: z.string().nullable(),
});
export type Establishment = z.infer<typeof establishmentSchema>;

export const teacherSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  establishment: establishmentSchema,
  status: z.enum(TEACHER_STATUSES),
  academicEmail: z.boolean(),
  createdAt: z.string(),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const teacherListQuerySchema = z.object({
  status: z
    .enum(TEACHER_STATUSES, { message: 'Le statut vaut active, pending_approval ou suspended.' })
    .default('pending_approval'),
});
export const teacherListSchema = z.object({ teachers: z.array(teacherSchema) });

export const teacherIdParamsSchema = z.object({
  id: z.uuid({ message: 'Ce compte enseignant n’existe pas.' }),
});

const staffReasonSchema = z
  .string({ message: 'La raison est requise.' })
  .trim()
  .min(3, 'La raison compte au moins 3\u00a0caractères.')
  .max(300, 'La raison ne peut pas dépasser 300\u00a0caractères.');

/** PUT /api/admin/teachers/:id/status: the staff approve, suspend or restore, always saying why. */
export const teacherStatusBodySchema = z.strictObject({
  status: z.enum(['active', 'suspended'], { message: 'Le statut vaut active ou suspended.' }),
  reason: staffReasonSchema,
});

export const ESTABLISHMENT_PAGE_SIZE = 20;
export const ESTABLISHMENT_MAX_PAGE = 50;

/** GET /api/establishments?q=: a name, a town or a UAI, at least two characters. */
export const establishmentSearchQuerySchema = z.object({
  q: z
    .string({ message: 'Tapez le nom, la commune ou le code UAI de l’établissement.' })
    .trim()
    .min(2, 'Tapez au moins 2\u00a0caractères.')
    .max(100, 'La recherche ne peut pas dépasser 100\u00a0caractères.'),
  page: z.coerce
    .number({ message: 'La page doit être un nombre.' })
    .int('La page doit être un nombre entier.')
    .min(1, 'La page commence à 1.')
    .max(ESTABLISHMENT_MAX_PAGE, `La page va jusqu’à ${ESTABLISHMENT_MAX_PAGE}.`)
    .default(1),
});
export const establishmentSearchResponseSchema = z.object({
  establishments: z.array(establishmentSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
