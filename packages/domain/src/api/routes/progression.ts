import {
  levelCompletionResultSchema,
  levelCompletionSchema,
  progressionParamsSchema,
  progressionSchema,
  progressionUpdateSchema,
} from '../../contracts/progression';
import { defineRoute } from '../route';

const owner = { audience: 'account', ownerParam: 'userId' } as const;

/** /api/progression/{userId}: the caller's own standing in the 50 levels (spec section 7). */
export const progressionApi = {
  get: defineRoute({
    method: 'GET',
    path: '/progression/:userId',
    summary: 'Niveau, XP, quêtes et atouts',
    tag: 'Progression',
    access: owner,
    params: progressionParamsSchema,
    responses: { 200: progressionSchema },
  }),
  update: defineRoute({
    method: 'POST',
    path: '/progression/:userId',
    summary: 'Enregistrer la progression (dans les règles)',
    tag: 'Progression',
    access: owner,
    params: progressionParamsSchema,
    body: progressionUpdateSchema,
    responses: { 200: progressionSchema },
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/progression/:userId/complete',
    summary: 'Valider la mission d’un niveau',
    tag: 'Progression',
    access: owner,
    params: progressionParamsSchema,
    body: levelCompletionSchema,
    responses: { 200: levelCompletionResultSchema },
  }),
};
