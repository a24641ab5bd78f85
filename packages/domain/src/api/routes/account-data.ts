import { dataExportSchema, deleteAccountRequestSchema } from '../../contracts/privacy';
import {
  metierSearchQuerySchema,
  metierSearchResponseSchema,
  metierSheetParamsSchema,
  metierSheetSchema,
} from '../../contracts/rome';
import { bugReportReceiptSchema, bugReportSchema } from '../../contracts/support';
import { defineRoute } from '../route';

/** « Mes données »: download everything, or erase the account. Always the caller's own. */
export const privacyApi = {
  exportData: defineRoute({
    method: 'GET',
    path: '/privacy/export',
    summary: 'Télécharger toutes mes données',
    tag: 'Mes données',
    access: { audience: 'account' },
    responses: { 200: dataExportSchema },
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    path: '/privacy/delete-account',
    summary: 'Supprimer mon compte (mot de passe demandé)',
    tag: 'Mes données',
    access: { audience: 'account' },
    body: deleteAccountRequestSchema,
    responses: { 204: null },
  }),
};

/** A broken sign-in page is a bug too: reporting works signed in or not. */
export const supportApi = {
  reportBug: defineRoute({
    method: 'POST',
    path: '/support/bug',
    summary: 'Signaler un bug',
    tag: 'Support',
    access: { audience: 'public', optionalSignIn: true },
    body: bugReportSchema,
    responses: { 201: bugReportReceiptSchema },
  }),
};

export const romeApi = {
  searchMetiers: defineRoute({
    method: 'GET',
    path: '/rome/metiers',
    summary: 'Chercher un métier du catalogue ROME par son nom',
    tag: 'Métiers',
    access: { audience: 'account' },
    query: metierSearchQuerySchema,
    responses: { 200: metierSearchResponseSchema },
  }),
  metier: defineRoute({
    method: 'GET',
    path: '/rome/metiers/:romeCode',
    summary: 'Fiche d’un métier du catalogue ROME',
    tag: 'Métiers',
    access: { audience: 'public' },
    params: metierSheetParamsSchema,
    responses: { 200: metierSheetSchema },
  }),
};
