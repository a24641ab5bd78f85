import {
  classroomCreateBodySchema,
  classroomIdParamsSchema,
  classroomListSchema,
  classroomRenameBodySchema,
  classroomSchema,
} from '../../contracts/classrooms';
import { defineRoute } from '../route';

const tag = 'Classes';
const teacher = { audience: 'teacher' } as const;

/** A teacher's classes and their join codes. */
export const classroomsApi = {
  create: defineRoute({
    method: 'POST',
    path: '/classrooms',
    summary: 'Créer une classe et son code pour la rejoindre (enseignant)',
    tag,
    access: teacher,
    body: classroomCreateBodySchema,
    responses: { 201: classroomSchema },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/classrooms',
    summary: 'Les classes de l’enseignant, archivées comprises (enseignant)',
    tag,
    access: teacher,
    responses: { 200: classroomListSchema },
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: '/classrooms/:id',
    summary: 'Renommer une classe (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    body: classroomRenameBodySchema,
    responses: { 200: classroomSchema },
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/classrooms/:id/archive',
    summary: 'Archiver une classe\u202f: son code ne sert plus (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: classroomSchema },
  }),
  regenerateCode: defineRoute({
    method: 'POST',
    path: '/classrooms/:id/join-code',
    summary: 'Donner un nouveau code à une classe\u202f: l’ancien cesse aussitôt (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: classroomSchema },
  }),
};
