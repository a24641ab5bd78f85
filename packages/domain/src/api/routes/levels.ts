import { shareImageFileParamsSchema } from '../../contracts/avatar-picture';
import {
  generateAnalysisByTypeBodySchema,
  generateAnalysisByTypeResponseSchema,
  niveau5RequestSchema,
  niveau5ResponseSchema,
  shareImageBodySchema,
  shareImageResponseSchema,
} from '../../contracts/levels';
import { FEATURE_GATES } from '../../progression/constants';
import { defineRoute } from '../route';

const tag = 'Niveaux';

/** What the level screens store: the personality analysis and story image (4), the English test (5). */
export const levelsApi = {
  personalityAnalysis: defineRoute({
    method: 'POST',
    path: '/analysis/generate-analysis-by-type',
    summary: 'Analyse de personnalité (niveau 4)',
    tag,
    access: { audience: 'account', minLevel: FEATURE_GATES.personalityTab },
    body: generateAnalysisByTypeBodySchema,
    responses: { 200: generateAnalysisByTypeResponseSchema },
  }),
  saveShareImage: defineRoute({
    method: 'POST',
    path: '/analysis/share-image',
    summary: 'Enregistrer l’image à partager',
    tag,
    access: { audience: 'account', minLevel: FEATURE_GATES.shareImage },
    body: shareImageBodySchema,
    responses: { 200: shareImageResponseSchema },
  }),
  shareImage: defineRoute({
    method: 'GET',
    path: '/analysis/share-image',
    summary: 'Ma dernière image à partager',
    tag,
    access: { audience: 'account' },
    responses: { 200: shareImageResponseSchema },
  }),
  shareImageFile: defineRoute({
    method: 'GET',
    path: '/analysis/share-image/files/:name',
    summary: 'Fichier PNG d’une image à partager (adresse impossible à deviner)',
    tag,
    access: { audience: 'public' },
    params: shareImageFileParamsSchema,
    responses: {},
    produces: 'image/png',
  }),
  niveau5: defineRoute({
    method: 'POST',
    path: '/questionnaire/niveau5',
    summary: 'Test d’anglais (niveau 5), noté par le serveur',
    tag,
    access: { audience: 'account' },
    body: niveau5RequestSchema,
    responses: { 200: niveau5ResponseSchema },
  }),
};
