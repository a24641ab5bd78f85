import { z } from 'zod';
import { isoDateSchema } from '../calendar/key-dates';
import { MAX_LEVEL } from '../progression/constants';

/** POST /api/classrooms/:id/assignments: a level of the journey and the day it is due. */
export const assignmentCreateBodySchema = z.strictObject({
  level: z
    .number({ message: 'Choisissez un niveau.' })
    .int(`Le niveau est un nombre entier de 1 à ${MAX_LEVEL}.`)
    .min(1, `Le niveau est un nombre entier de 1 à ${MAX_LEVEL}.`)
    .max(MAX_LEVEL, `Le niveau est un nombre entier de 1 à ${MAX_LEVEL}.`),
  dueOn: z.string({ message: 'Choisissez une date.' }).pipe(isoDateSchema),
});
export type AssignmentCreateBody = z.input<typeof assignmentCreateBodySchema>;

export const assignmentParamsSchema = z.object({
  id: z.uuid({ message: 'Cette classe n’existe pas.' }),
  assignmentId: z.uuid({ message: 'Ce niveau n’est pas assigné à cette classe.' }),
});

/** An assignment as its teacher reads it: who of the class's current students has done it. */
export const classAssignmentSchema = z.object({
  id: z.string(),
  level: z.number().int(),
  dueOn: z.string(),
  createdAt: z.string(),
  studentCount: z.number().int(),
  doneCount: z.number().int(),
  /** First name and last initial, as on the roster. */
  students: z.array(z.object({ studentId: z.string(), name: z.string(), done: z.boolean() })),
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;
export const classAssignmentListSchema = z.object({ assignments: z.array(classAssignmentSchema) });

/** An assignment of one of the student's classes, with their own done state. */
export const myAssignmentSchema = z.object({
  id: z.string(),
  level: z.number().int(),
  dueOn: z.string(),
  classroomName: z.string(),
  done: z.boolean(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

/** A notice the student received (assigned, reminders), already worded. */
export const assignmentNoticeSchema = z.object({
  id: z.string(),
  level: z.number().int(),
  message: z.string(),
  sentAt: z.string(),
});
export type AssignmentNotice = z.infer<typeof assignmentNoticeSchema>;

export const myAssignmentsSchema = z.object({
  assignments: z.array(myAssignmentSchema),
  notices: z.array(assignmentNoticeSchema),
});
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;
