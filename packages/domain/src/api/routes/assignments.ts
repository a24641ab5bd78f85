import {
  assignmentCreateBodySchema,
  assignmentParamsSchema,
  classAssignmentListSchema,
  classAssignmentSchema,
  myAssignmentsSchema,
} from '../../contracts/assignments';
import { classroomIdParamsSchema } from '../../contracts/classrooms';
import { defineRoute } from '../route';

const tag = 'Classes';
const teacher = { audience: 'teacher' } as const;
/** Signed in; the module lets only student accounts through. */
const student = { audience: 'account' } as const;

/** Levels a teacher assigns to a class with a due date, and what the students see of them. */
export const assignmentsApi = {
  create: defineRoute({
    method: 'POST',
    path: '/classrooms/:id/assignments',
    summary: 'Assigner un niveau à la classe avec une date ; chaque élève est prévenu (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    body: assignmentCreateBodySchema,
    responses: { 201: classAssignmentSchema },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/classrooms/:id/assignments',
    summary: 'Les niveaux assignés à la classe, et qui les a terminés (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: classAssignmentListSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/classrooms/:id/assignments/:assignmentId',
    summary: 'Retirer un niveau assigné (enseignant)',
    tag,
    access: teacher,
    params: assignmentParamsSchema,
    responses: { 204: null },
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/classrooms/assignments',
    summary: 'Les niveaux demandés par mes classes, faits ou non, et mes rappels (élève)',
    tag,
    access: student,
    responses: { 200: myAssignmentsSchema },
  }),
};
