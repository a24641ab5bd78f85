import { z } from 'zod';
import { keyDateSchema } from '../calendar/key-dates';
import { classroomGradeSchema, rosterStudentSchema } from './classrooms';

/** GET /api/classrooms/:id/dashboard: the class at a glance, from what the roster shows. */
export const classDashboardSchema = z.object({
  classroom: z.object({
    id: z.string(),
    name: z.string(),
    grade: classroomGradeSchema,
    schoolYear: z.string(),
  }),
  /** When the figures were read (the PDF prints it). */
  generatedAt: z.string(),
  counts: z.object({
    students: z.number().int(),
    /** Questionnaire done or level 2 reached (`hasStarted`). */
    started: z.number().int(),
    questionnaireDone: z.number().int(),
    inactive: z.number().int(),
  }),
  levels: z.array(
    z.object({ from: z.number().int(), to: z.number().int(), label: z.string(), count: z.number().int() }),
  ),
  /** No activity for 14 days or more, the longest silent first. */
  inactive: z.array(z.object({ name: z.string(), lastActiveAt: z.string() })),
  /** The roster, as `GET /classrooms/:id/students` gives it (the PDF's table). */
  students: z.array(rosterStudentSchema),
  /** The staff's Parcoursup dates still to come in this school year, soonest first. */
  keyDates: z.array(keyDateSchema),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;
