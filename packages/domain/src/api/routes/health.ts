import { healthResponseSchema, readyResponseSchema } from '../../contracts/health';
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
  /** For a load balancer: 503 until this instance can serve (database reachable, schema up to date). */
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    summary: 'Prêt à servir : base joignable et migrations à jour (503 sinon)',
    tag: 'Service',
    access: { audience: 'public' },
    responses: { 200: readyResponseSchema },
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
