import { z } from 'zod';
import { requiredText } from '../accounts/profile-fields';
import { CLASSROOM_GRADES, isSchoolYear, normalizeJoinCode } from '../teachers/classrooms';
import { SHAREABLE_ITEMS } from '../teachers/shared-items';

const classroomNameSchema = requiredText(60, 'Le nom de la classe');

export const classroomGradeSchema = z.enum(CLASSROOM_GRADES, {
  message: 'Le niveau de la classe vaut seconde, premiere, terminale, cap_bac_pro ou bts.',
});

const schoolYearSchema = z
  .string({ message: 'L’année scolaire est requise.' })
  .trim()
  .refine(isSchoolYear, 'L’année scolaire s’écrit comme « 2026-2027 »\u202f: deux années qui se suivent.');

/** POST /api/classrooms: a new class; its join code is made at once. */
export const classroomCreateBodySchema = z.strictObject({
  name: classroomNameSchema,
  grade: classroomGradeSchema,
  schoolYear: schoolYearSchema,
});
export type ClassroomCreateBody = z.input<typeof classroomCreateBodySchema>;

/** PATCH /api/classrooms/:id: a new name. */
export const classroomRenameBodySchema = z.strictObject({ name: classroomNameSchema });

export const classroomIdParamsSchema = z.object({
  id: z.uuid({ message: 'Cette classe n’existe pas.' }),
});

export const classroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: classroomGradeSchema,
  schoolYear: z.string(),
  /** « ABCD-2345 »; null once the class is archived. */
  joinCode: z.string().nullable(),
  joinCodeExpiresAt: z.string().nullable(),
  archived: z.boolean(),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type Classroom = z.infer<typeof classroomSchema>;

export const classroomListSchema = z.object({ classrooms: z.array(classroomSchema) });

/** The code a student types: any case, with or without its dash or spaces. */
export const joinCodeBodySchema = z.strictObject({
  code: z
    .string({ message: 'Tape le code que ton enseignant t’a donné.' })
    .max(40, 'Ce code n’a pas la bonne forme\u202f: 8 lettres et chiffres, comme ABCD-2345.')
    .transform((input) => normalizeJoinCode(input) ?? '')
    .refine(
      (code) => code !== '',
      'Ce code n’a pas la bonne forme\u202f: 8 lettres et chiffres, comme ABCD-2345.',
    ),
});

const classroomSummarySchema = z.object({
  name: z.string(),
  grade: classroomGradeSchema,
  schoolYear: z.string(),
  teacherName: z.string(),
  establishment: z.object({ name: z.string(), town: z.string().nullable() }),
});

/** POST /api/classrooms/join/preview: the class, and exactly what its teacher will see. */
export const joinPreviewSchema = z.object({
  classroom: classroomSummarySchema,
  teacherSees: z.object({
    always: z.array(z.string()),
    ifYouShare: z.array(z.object({ item: z.enum(SHAREABLE_ITEMS), label: z.string() })),
    never: z.string(),
    sharingOffByDefault: z.string(),
  }),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

/** The four switches of one membership. */
export const sharingSchema = z.object({
  metiers: z.boolean(),
  formations: z.boolean(),
  parcoursup: z.boolean(),
  roadMap: z.boolean(),
});
export type Sharing = z.infer<typeof sharingSchema>;

const switchSchema = (label: string) => z.boolean({ message: `${label} vaut true ou false.` });
/** PUT /api/classrooms/memberships/:id/sharing: the four switches, all said. */
export const sharingBodySchema = z.strictObject({
  metiers: switchSchema('Le partage des métiers'),
  formations: switchSchema('Le partage des formations'),
  parcoursup: switchSchema('Le partage des vœux Parcoursup'),
  roadMap: switchSchema('Le partage de la feuille de route'),
});

export const membershipSchema = z.object({
  id: z.string(),
  classroom: classroomSummarySchema,
  joinedAt: z.string(),
  sharing: sharingSchema,
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListSchema = z.object({ memberships: z.array(membershipSchema) });

export const membershipIdParamsSchema = z.object({
  id: z.uuid({ message: 'Tu n’es pas dans cette classe.' }),
});

/** What a teacher always sees of a student of the class (ALWAYS_VISIBLE_TO_TEACHER). */
export const rosterStudentSchema = z.object({
  studentId: z.string(),
  /** First name and last initial: « Léa M. ». */
  name: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  lastActiveAt: z.string(),
  questionnaireDone: z.boolean(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const rosterSchema = z.object({ students: z.array(rosterStudentSchema) });

export const classroomStudentParamsSchema = z.object({
  id: z.uuid({ message: 'Cette classe n’existe pas.' }),
  studentId: z.uuid({ message: 'Cet élève n’est pas dans cette classe.' }),
});

/** A student's card: the roster's facts, and only the items they switched on. */
export const studentCardSchema = rosterStudentSchema.extend({
  shared: z.array(
    z.object({
      item: z.enum(SHAREABLE_ITEMS),
      label: z.string(),
      lines: z.array(z.object({ label: z.string(), text: z.string() })),
    }),
  ),
});
export type StudentCard = z.infer<typeof studentCardSchema>;
