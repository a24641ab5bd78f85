import { z } from 'zod';
import { adminRequestReasonSchema } from './admin';
import { classroomSchema } from './classrooms';

/** GET /api/admin/classrooms?teacherId=: the classes of one teacher account. */
export const adminClassroomsQuerySchema = z.object({
  teacherId: z.uuid({ message: 'Ce compte enseignant n’existe pas.' }),
});

/**
 * A class as the staff read it: its name, grade, year, how many students, archived or not, when
 * its code expires. Neither the code (the staff join no class) nor any student's name.
 */
export const adminClassroomSchema = classroomSchema.omit({ joinCode: true });
export type AdminClassroom = z.infer<typeof adminClassroomSchema>;

export const adminClassroomListSchema = z.object({ classrooms: z.array(adminClassroomSchema) });

/** POST /api/admin/classrooms/:id/archive: the staff close a class's code, saying why. */
export const adminArchiveClassroomBodySchema = adminRequestReasonSchema;
