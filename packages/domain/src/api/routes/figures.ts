import {
  datedFigureSchema,
  figureBodySchema,
  figureHistoryResponseSchema,
  figureParamsSchema,
  figuresResponseSchema,
} from '../../contracts/figures';
import { defineRoute } from '../route';

const tag = 'Chiffres datés';

/** The dated figures of work and money (Smic, apprentice pay, young workers' hours…). */
export const figuresApi = {
  list: defineRoute({
    method: 'GET',
    path: '/facts',
    summary: 'Les chiffres en vigueur, avec leur date et leur source officielle',
    tag,
    access: { audience: 'account' },
    responses: { 200: figuresResponseSchema },
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/admin/facts',
    summary: 'Les chiffres datés, à vérifier compris (équipe)',
    tag,
    access: { audience: 'staff' },
    responses: { 200: figuresResponseSchema },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/admin/facts/:id',
    summary:
      'Changer un chiffre : valeur, date, source et raison ; l’ancienne version va à l’historique (équipe)',
    tag,
    access: { audience: 'staff' },
    params: figureParamsSchema,
    body: figureBodySchema,
    responses: { 200: datedFigureSchema },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/admin/facts/:id/history',
    summary: 'Les versions passées d’un chiffre (équipe)',
    tag,
    access: { audience: 'staff' },
    params: figureParamsSchema,
    responses: { 200: figureHistoryResponseSchema },
  }),
};
