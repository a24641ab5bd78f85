import {
  adminArchiveClassroomBodySchema,
  adminClassroomListSchema,
  adminClassroomSchema,
  adminClassroomsQuerySchema,
} from '../../contracts/admin-classrooms';
import {
  classroomCreateBodySchema,
  classroomIdParamsSchema,
  classroomListSchema,
  classroomRenameBodySchema,
  classroomSchema,
  classroomStudentParamsSchema,
  joinCodeBodySchema,
  joinPreviewSchema,
  membershipIdParamsSchema,
  membershipListSchema,
  membershipSchema,
  rosterSchema,
  sharingBodySchema,
  sharingSchema,
  studentCardSchema,
} from '../../contracts/classrooms';
import { defineRoute } from '../route';

const tag = 'Classes';
const teacher = { audience: 'teacher' } as const;
/** Signed in; the module lets only student accounts through. */
const student = { audience: 'account' } as const;

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

  roster: defineRoute({
    method: 'GET',
    path: '/classrooms/:id/students',
    summary:
      'Les élèves d’une classe : prénom et initiale, niveau, XP, dernière activité, questionnaire (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: rosterSchema },
  }),
  studentCard: defineRoute({
    method: 'GET',
    path: '/classrooms/:id/students/:studentId',
    summary: 'La fiche d’un élève de la classe, avec seulement ce qu’il partage (enseignant)',
    tag,
    access: teacher,
    params: classroomStudentParamsSchema,
    responses: { 200: studentCardSchema },
  }),
  joinPreview: defineRoute({
    method: 'POST',
    path: '/classrooms/join/preview',
    summary: 'Lire une classe par son code, et ce que son enseignant verra, avant de la rejoindre (élève)',
    tag,
    access: student,
    body: joinCodeBodySchema,
    responses: { 200: joinPreviewSchema },
  }),
  join: defineRoute({
    method: 'POST',
    path: '/classrooms/join',
    summary: 'Rejoindre une classe par son code ; rien n’est partagé au départ (élève)',
    tag,
    access: student,
    body: joinCodeBodySchema,
    responses: { 201: membershipSchema },
  }),
  memberships: defineRoute({
    method: 'GET',
    path: '/classrooms/memberships',
    summary: 'Les classes de l’élève et ce qu’il partage avec chacune (élève)',
    tag,
    access: student,
    responses: { 200: membershipListSchema },
  }),
  leave: defineRoute({
    method: 'DELETE',
    path: '/classrooms/memberships/:id',
    summary: 'Quitter une classe : ce qui était partagé cesse aussitôt (élève)',
    tag,
    access: student,
    params: membershipIdParamsSchema,
    responses: { 204: null },
  }),
  sharing: defineRoute({
    method: 'GET',
    path: '/classrooms/memberships/:id/sharing',
    summary: 'Ce que l’élève partage avec une classe (élève)',
    tag,
    access: student,
    params: membershipIdParamsSchema,
    responses: { 200: sharingSchema },
  }),
  setSharing: defineRoute({
    method: 'PUT',
    path: '/classrooms/memberships/:id/sharing',
    summary: 'Allumer ou éteindre chacun des quatre partages avec une classe (élève)',
    tag,
    access: student,
    params: membershipIdParamsSchema,
    body: sharingBodySchema,
    responses: { 200: sharingSchema },
  }),

  // The staff's back-office: a teacher's classes, never their students.
  staffList: defineRoute({
    method: 'GET',
    path: '/admin/classrooms',
    summary: 'Les classes d’un compte enseignant, sans le nom d’aucun élève (équipe)',
    tag,
    access: { audience: 'staff' },
    query: adminClassroomsQuerySchema,
    responses: { 200: adminClassroomListSchema },
  }),
  staffArchive: defineRoute({
    method: 'POST',
    path: '/admin/classrooms/:id/archive',
    summary:
      'Archiver la classe d’un enseignant : son code ne sert plus, le journal garde la raison (équipe)',
    tag,
    access: { audience: 'staff' },
    params: classroomIdParamsSchema,
    body: adminArchiveClassroomBodySchema,
    responses: { 200: adminClassroomSchema },
  }),
};
