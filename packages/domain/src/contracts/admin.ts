import { z } from 'zod';
import { profileTypeSchema } from '../accounts/profile-fields';
import { MAX_LEVEL } from '../progression/constants';

/** Staff-only endpoints under /api/admin: the same actions as `npm run admin`. */
export const adminUserParamsSchema = z.object({
  id: z.uuid('Identifiant d’utilisateur invalide.'),
});

/** Why the staff acts on an account: kept in the audit log. */
const staffReason = z.string().trim().max(300, 'La raison tient en 300 caractères.').optional();

export const adminSetLevelSchema = z.object({
  reason: staffReason,
  level: z
    .number()
    .int()
    .min(1, `Le niveau va de 1 à ${MAX_LEVEL}.`)
    .max(MAX_LEVEL, `Le niveau va de 1 à ${MAX_LEVEL}.`),
});
export const adminSetFlagSchema = z.object({ value: z.boolean(), reason: staffReason });

/** A request made on someone's behalf (their data, their account): the reason is required. */
export const adminRequestReasonSchema = z.strictObject({
  reason: z
    .string({ message: 'Dis pourquoi\u202f: la raison est gardée dans le journal de l’équipe.' })
    .trim()
    .min(3, 'Dis pourquoi\u202f: la raison est gardée dans le journal de l’équipe.')
    .max(300, 'La raison tient en 300 caractères.'),
});

export const adminLookupQuerySchema = z.object({
  email: z.email('Adresse e-mail invalide.'),
});

/** GET /api/admin/users/search?q=: part of an e-mail address or of a name. */
export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Tape au moins deux lettres.').max(80, 'Ta recherche tient en 80 caractères.'),
});

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  isPaid: z.boolean(),
  isStaff: z.boolean(),
  level: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  paidOrigin: z.enum(['equipe', 'parent', 'paiement', 'licence']).nullable(),
  consent: z.enum(['accord', 'demande', 'retire']).nullable(),
  emailConfirmed: z.boolean(),
  profileType: profileTypeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });

export const adminBugReportSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  userAgent: z.string(),
  email: z.string().nullable(),
  userId: z.uuid().nullable(),
  mailed: z.boolean(),
  createdAt: z.string(),
});
export const adminBugReportQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminBugReportListSchema = z.object({ items: z.array(adminBugReportSchema) });
export type AdminBugReport = z.infer<typeof adminBugReportSchema>;

/** One line of the staff's audit log: who (null once deleted), what, on whom, when, why. */
export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string().nullable(),
  via: z.enum(['api', 'cli']),
  action: z.string(),
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
});
export const staffAuditListSchema = z.object({ items: z.array(staffAuditEntrySchema) });
export const staffAuditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** GET /api/admin/figures: aggregates only, never a list of students. */
export const staffFiguresSchema = z.object({
  students: z.number().int(),
  paidStudents: z.number().int(),
  questionnaireCompleted: z.number().int(),
  activeLast7Days: z.number().int(),
  chatAuthorsLast7Days: z.number().int(),
  funnel: z.array(
    z.object({
      level: z.number().int(),
      here: z.number().int(),
      reached: z.number().int(),
      wentOn: z.number().int().nullable(),
    }),
  ),
});
export type StaffFigures = z.infer<typeof staffFiguresSchema>;

/** One run of a catalogue importer, from the command line or the staff area. */
export const importRunSchema = z.object({
  id: z.number().int(),
  importer: z.string(),
  via: z.enum(['cli', 'api']),
  startedByEmail: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(['en_cours', 'reussi', 'echoue']),
  read: z.number().int().nullable(),
  imported: z.number().int().nullable(),
  rejected: z.number().int().nullable(),
  rejections: z.array(
    z.object({ reason: z.string(), count: z.number().int(), examples: z.array(z.string()) }),
  ),
  error: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** GET /api/admin/imports: the importers, whether this server may run them, the last runs. */
export const importsOverviewSchema = z.object({
  importers: z.array(z.object({ name: z.string(), description: z.string() })),
  /** PostgreSQL only: on the embedded database an import would hold the site's one connection. */
  canRunHere: z.boolean(),
  runs: z.array(importRunSchema),
});
export type ImportsOverview = z.infer<typeof importsOverviewSchema>;

export const importerParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{2,40}$/, 'Cet importeur n’existe pas.'),
});
