import {
  keyDateBodySchema,
  keyDateDeleteBodySchema,
  keyDateParamsSchema,
  keyDateSchema,
  keyDatesResponseSchema,
} from '../../calendar/key-dates';
import { shareImageFileParamsSchema } from '../../contracts/avatar-picture';
import {
  levelCatalogueQuerySchema,
  levelEntreprisesResponseSchema,
  levelVideosResponseSchema,
  projetFormationsQuerySchema,
  projetFormationsResponseSchema,
} from '../../contracts/level-catalogues';
import {
  levelParamsSchema,
  levelStepParamsSchema,
  levelStepsResponseSchema,
  saveStepBodySchema,
  stepCheckSchema,
} from '../../contracts/level-steps';
import { evaluateJobBodySchema, salaryEvaluationSchema } from '../../contracts/level7';
import { savoirEtreComparisonSchema } from '../../contracts/level12';
import {
  generateAnalysisByTypeBodySchema,
  generateAnalysisByTypeResponseSchema,
  niveau5RequestSchema,
  niveau5ResponseSchema,
  shareImageBodySchema,
  shareImageResponseSchema,
} from '../../contracts/levels';
import { productionsResponseSchema } from '../../contracts/productions';
import { SALARY_LEVEL } from '../../levels/salary/salary-evaluation';
import { FEATURE_GATES } from '../../progression/constants';
import { defineRoute } from '../route';

const tag = 'Niveaux';

/** What the level screens store: the personality analysis and story image (4), the English test (5). */
export const levelsApi = {
  steps: defineRoute({
    method: 'GET',
    path: '/levels/:level/steps',
    summary: 'Mes réponses enregistrées pour les étapes d’un niveau',
    tag,
    access: { audience: 'account' },
    params: levelParamsSchema,
    responses: { 200: levelStepsResponseSchema },
  }),
  saveStep: defineRoute({
    method: 'PUT',
    path: '/levels/:level/steps/:stepId',
    summary: 'Enregistrer la réponse à une étape (vérifiée par le serveur)',
    tag,
    access: { audience: 'account' },
    params: levelStepParamsSchema,
    body: saveStepBodySchema,
    responses: { 200: stepCheckSchema },
  }),
  productions: defineRoute({
    method: 'GET',
    path: '/levels/productions',
    summary: 'Ce que j’ai construit dans les niveaux (6 et suivants), et mes rappels',
    tag,
    access: { audience: 'account' },
    responses: { 200: productionsResponseSchema },
  }),
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
  catalogueVideos: defineRoute({
    method: 'GET',
    path: '/levels/catalogues/videos',
    summary: 'Vidéos de professionnels pour mes métiers (niveau 8)',
    tag,
    access: { audience: 'account', minLevel: 8 },
    query: levelCatalogueQuerySchema,
    responses: { 200: levelVideosResponseSchema },
  }),
  catalogueEntreprises: defineRoute({
    method: 'GET',
    path: '/levels/catalogues/entreprises',
    summary: 'Entreprises qui recrutent dans mon département (niveau 11)',
    tag,
    access: { audience: 'account', minLevel: 11 },
    query: levelCatalogueQuerySchema,
    responses: { 200: levelEntreprisesResponseSchema },
  }),
  catalogueProjetFormations: defineRoute({
    method: 'GET',
    path: '/levels/catalogues/formations-attendus',
    summary: 'Formations Parcoursup avec leurs attendus nationaux, pour le projet motivé (niveau 18)',
    tag,
    access: { audience: 'account', minLevel: 18 },
    query: projetFormationsQuerySchema,
    responses: { 200: projetFormationsResponseSchema },
  }),
  keyDates: defineRoute({
    method: 'GET',
    path: '/levels/calendar/key-dates',
    summary: 'Dates clés de l’année à venir, avec leur source (niveau 20)',
    tag,
    access: { audience: 'account', minLevel: 20 },
    responses: { 200: keyDatesResponseSchema },
  }),
  staffKeyDates: defineRoute({
    method: 'GET',
    path: '/admin/key-dates',
    summary: 'Toutes les dates clés, passées comprises (équipe)',
    tag,
    access: { audience: 'staff' },
    responses: { 200: keyDatesResponseSchema },
  }),
  saveKeyDate: defineRoute({
    method: 'PUT',
    path: '/admin/key-dates/:id',
    summary: 'Créer ou remplacer une date clé, avec sa source et la raison (équipe)',
    tag,
    access: { audience: 'staff' },
    params: keyDateParamsSchema,
    body: keyDateBodySchema,
    responses: { 200: keyDateSchema },
  }),
  deleteKeyDate: defineRoute({
    method: 'POST',
    path: '/admin/key-dates/:id/delete',
    summary: 'Retirer une date clé, avec la raison (équipe)',
    tag,
    access: { audience: 'staff' },
    params: keyDateParamsSchema,
    body: keyDateDeleteBodySchema,
    responses: { 204: null },
  }),
  savoirEtreComparison: defineRoute({
    method: 'GET',
    path: '/levels/12/comparaison',
    summary: 'Mes savoir-être (niveau 12) face à ceux que demandent mes métiers du niveau 6',
    tag,
    access: { audience: 'account', minLevel: 12 },
    responses: { 200: savoirEtreComparisonSchema },
  }),
  evaluateJob: defineRoute({
    method: 'POST',
    path: '/analysis/level7/evaluate-job',
    summary: 'Salaires décodés (niveau 7) : les salaires d’un métier et un quiz, sans les réponses',
    tag,
    access: { audience: 'account', minLevel: SALARY_LEVEL },
    body: evaluateJobBodySchema,
    responses: { 200: salaryEvaluationSchema },
  }),
};
