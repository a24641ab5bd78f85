import { z } from 'zod';
import { requiredText } from '../accounts/profile-fields';
import { CLASSROOM_GRADES, isSchoolYear } from '../teachers/classrooms';

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
