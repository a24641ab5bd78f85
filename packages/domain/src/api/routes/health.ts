import { healthResponseSchema } from '../../contracts/health';
import { siteConfigSchema } from '../../contracts/site';
import { defineRoute } from '../route';

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'État du serveur et de la base',
    tag: 'Service',
    access: { audience: 'public' },
    responses: { 200: healthResponseSchema },
  }),
  site: defineRoute({
    method: 'GET',
    path: '/site',
    summary: 'Réglages publics du site (éditeur, réseaux)',
    tag: 'Service',
    access: { audience: 'public' },
    responses: { 200: siteConfigSchema },
  }),
};
