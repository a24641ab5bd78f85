import {
  adminBugReportListSchema,
  adminBugReportQuerySchema,
  adminLookupQuerySchema,
  adminRequestReasonSchema,
  adminSearchQuerySchema,
  adminSetFlagSchema,
  adminSetLevelSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  importerParamsSchema,
  importsOverviewSchema,
  staffAuditListSchema,
  staffAuditQuerySchema,
  staffFiguresSchema,
} from '../../contracts/admin';
import { mailSentResponseSchema } from '../../contracts/auth';
import { dataExportSchema } from '../../contracts/privacy';
import { defineRoute } from '../route';

const staff = { audience: 'staff' } as const;
const tag = 'Équipe';

function userFlagRoute(flag: 'level' | 'paid' | 'staff', summary: string) {
  return {
    method: 'POST',
    path: `/admin/users/:id/${flag}`,
    summary,
    tag,
    access: staff,
    params: adminUserParamsSchema,
    responses: { 200: adminUserSchema },
  } as const;
}

/** /api/admin/…: what `npm run admin` does, for staff accounts, while the server runs. */
export const adminApi = {
  findUser: defineRoute({
    method: 'GET',
    path: '/admin/users',
    summary: 'Trouver un compte par adresse e-mail',
    tag,
    access: staff,
    query: adminLookupQuerySchema,
    responses: { 200: adminUserSchema },
  }),
  searchUsers: defineRoute({
    method: 'GET',
    path: '/admin/users/search',
    summary: 'Chercher des comptes par un bout d’adresse e-mail ou de nom (20 au plus)',
    tag,
    access: staff,
    query: adminSearchQuerySchema,
    responses: { 200: adminUserListSchema },
  }),
  setLevel: defineRoute({
    ...userFlagRoute('level', 'Fixer le niveau d’un compte'),
    body: adminSetLevelSchema,
  }),
  setPaid: defineRoute({
    ...userFlagRoute('paid', 'Donner ou retirer l’accès payant'),
    body: adminSetFlagSchema,
  }),
  setStaff: defineRoute({
    ...userFlagRoute('staff', 'Ajouter ou retirer de l’équipe'),
    body: adminSetFlagSchema,
  }),
  resendConfirmation: defineRoute({
    method: 'POST',
    path: '/admin/users/:id/resend-confirmation',
    summary: 'Renvoyer l’e-mail de confirmation d’un compte pas encore confirmé',
    tag,
    access: staff,
    params: adminUserParamsSchema,
    body: adminRequestReasonSchema,
    responses: { 202: mailSentResponseSchema },
  }),
  exportUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:id/export',
    summary:
      'Exporter les données d’un compte à la demande de son titulaire (même export que « Mes données »)',
    tag,
    access: staff,
    params: adminUserParamsSchema,
    body: adminRequestReasonSchema,
    responses: { 200: dataExportSchema },
  }),
  deleteUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:id/delete',
    summary: 'Supprimer un compte à la demande de son titulaire (même effacement que « Mes données »)',
    tag,
    access: staff,
    params: adminUserParamsSchema,
    body: adminRequestReasonSchema,
    responses: { 204: null },
  }),
  imports: defineRoute({
    method: 'GET',
    path: '/admin/imports',
    summary: 'Les importeurs des catalogues et leurs derniers passages (quand, combien, rejets)',
    tag,
    access: staff,
    responses: { 200: importsOverviewSchema },
  }),
  runImport: defineRoute({
    method: 'POST',
    path: '/admin/imports/:name',
    summary: 'Lancer un importeur pendant que le serveur tourne (base PostgreSQL seulement)',
    tag,
    access: staff,
    params: importerParamsSchema,
    body: adminRequestReasonSchema,
    responses: { 202: mailSentResponseSchema },
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    summary: 'Journal des actions de l’équipe (qui, quoi, quand, pourquoi)',
    tag,
    access: staff,
    query: staffAuditQuerySchema,
    responses: { 200: staffAuditListSchema },
  }),
  figures: defineRoute({
    method: 'GET',
    path: '/admin/figures',
    summary:
      'Chiffres agrégés : élèves par niveau, abandons, questionnaires, chat (jamais de liste d’élèves)',
    tag,
    access: staff,
    responses: { 200: staffFiguresSchema },
  }),
  bugReports: defineRoute({
    method: 'GET',
    path: '/admin/bug-reports',
    summary: 'Derniers signalements de bugs',
    tag,
    access: staff,
    query: adminBugReportQuerySchema,
    responses: { 200: adminBugReportListSchema },
  }),
};
