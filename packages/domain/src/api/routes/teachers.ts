import { mailSentResponseSchema } from '../../contracts/auth';
import {
  establishmentSearchQuerySchema,
  establishmentSearchResponseSchema,
  teacherIdParamsSchema,
  teacherListQuerySchema,
  teacherListSchema,
  teacherRegisterRequestSchema,
  teacherSchema,
  teacherStatusBodySchema,
} from '../../contracts/teachers';
import { defineRoute } from '../route';

const tag = 'Enseignants';
const staff = { audience: 'staff' } as const;

/** The teachers' accounts: sign-up, their own space's header, the staff's review. */
export const teachersApi = {
  register: defineRoute({
    method: 'POST',
    path: '/teachers/register',
    summary:
      'Créer un compte enseignant (adresse académique\u202f: ouvert après confirmation\u202f; sinon, validé par l’équipe)',
    tag,
    access: { audience: 'public' },
    body: teacherRegisterRequestSchema,
    responses: { 202: mailSentResponseSchema },
  }),
  me: defineRoute({
    method: 'GET',
    path: '/teacher/me',
    summary: 'Le compte de l’enseignant, son établissement et son statut (enseignant)',
    tag,
    access: { audience: 'teacher' },
    responses: { 200: teacherSchema },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/admin/teachers',
    summary: 'Les comptes enseignants d’un statut, en attente par défaut (équipe)',
    tag,
    access: staff,
    query: teacherListQuerySchema,
    responses: { 200: teacherListSchema },
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/admin/teachers/:id/status',
    summary: 'Valider, suspendre ou rétablir un compte enseignant (équipe)',
    tag,
    access: staff,
    params: teacherIdParamsSchema,
    body: teacherStatusBodySchema,
    responses: { 200: teacherSchema },
  }),
};

/** Schools by name, town or UAI, from the imported lycées (the teachers' sign-up form). */
export const establishmentsApi = {
  search: defineRoute({
    method: 'GET',
    path: '/establishments',
    summary: 'Chercher un établissement par nom, commune ou code UAI',
    tag: 'Établissements',
    access: { audience: 'public' },
    query: establishmentSearchQuerySchema,
    responses: { 200: establishmentSearchResponseSchema },
  }),
};
