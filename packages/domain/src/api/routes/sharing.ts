import {
  sharedResultsSchema,
  shareLinkParamsSchema,
  shareLinkResponseSchema,
  shareLinksResponseSchema,
  shareTokenParamsSchema,
} from '../../contracts/sharing';
import { defineRoute } from '../route';

const tag = 'Partage des résultats';

/** Public read-only links to a student's results (`/partage/{token}`), made and revoked by them. */
export const sharingApi = {
  create: defineRoute({
    method: 'POST',
    path: '/share/results',
    summary: 'Créer un lien public vers mes résultats',
    tag,
    // Level and avatar are checked together by the service, with the spec's one message.
    access: { audience: 'account' },
    responses: { 201: shareLinkResponseSchema },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/share/links',
    summary: 'Mes liens de partage',
    tag,
    access: { audience: 'account' },
    responses: { 200: shareLinksResponseSchema },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/share/links/:id',
    summary: 'Supprimer un de mes liens : il ne mène plus nulle part',
    tag,
    access: { audience: 'account' },
    params: shareLinkParamsSchema,
    responses: { 204: null },
  }),
  shared: defineRoute({
    method: 'GET',
    path: '/share/public/:token',
    summary: 'Les résultats montrés par un lien de partage (prénom, profil, métiers, image)',
    tag,
    access: { audience: 'public' },
    params: shareTokenParamsSchema,
    responses: { 200: sharedResultsSchema },
  }),
};
