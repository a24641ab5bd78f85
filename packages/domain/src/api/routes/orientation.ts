import { avatarPictureQuerySchema } from '../../contracts/avatar-picture';
import {
  analysisResultsResponseSchema,
  followUpResponseSchema,
  generateAnalysisBodySchema,
  myResultsQuerySchema,
  questionsQuerySchema,
  questionsResponseSchema,
  savedAvatarSchema,
  submitQuestionnaireBodySchema,
  submitQuestionnaireResponseSchema,
  userIdParamsSchema,
} from '../../contracts/orientation';
import { avatarConfigSchema } from '../../contracts/pre-account';
import { defineRoute } from '../route';

const signedIn = { audience: 'account' } as const;
const results = { 200: analysisResultsResponseSchema } as const;
const tag = 'Orientation';

/** The questionnaire, the analysis and the avatar (spec section 7). Every route acts on the caller. */
export const orientationApi = {
  questions: defineRoute({
    method: 'GET',
    path: '/questionnaire/questions',
    summary: 'Questions d’un questionnaire (public : on répond avant d’avoir un compte)',
    tag,
    access: { audience: 'public' },
    query: questionsQuerySchema,
    responses: { 200: questionsResponseSchema },
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/questionnaire/submit',
    summary: 'Enregistrer des réponses',
    tag,
    access: signedIn,
    query: questionsQuerySchema,
    body: submitQuestionnaireBodySchema,
    responses: { 200: submitQuestionnaireResponseSchema },
  }),
  followUp: defineRoute({
    method: 'GET',
    path: '/questionnaire/follow-up',
    summary: 'Questions de plus pour préciser un profil incertain',
    tag,
    access: signedIn,
    responses: { 200: followUpResponseSchema },
  }),
  myResults: defineRoute({
    method: 'GET',
    path: '/analysis/my-results',
    summary: 'Mes résultats',
    tag,
    access: signedIn,
    query: myResultsQuerySchema,
    responses: results,
  }),
  results: defineRoute({
    method: 'GET',
    path: '/analysis/results/:userId',
    summary: 'Résultats d’orientation (les siens seulement)',
    tag,
    access: { audience: 'account', ownerParam: 'userId' },
    params: userIdParamsSchema,
    responses: results,
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/analysis/generate-analysis',
    summary: 'Calculer l’analyse d’orientation',
    tag,
    access: signedIn,
    body: generateAnalysisBodySchema,
    responses: results,
  }),
  generateLatest: defineRoute({
    method: 'POST',
    path: '/results/generate',
    summary: 'Calculer l’analyse (sans corps)',
    tag,
    access: signedIn,
    responses: results,
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/results/latest',
    summary: 'Dernière analyse',
    tag,
    access: signedIn,
    responses: results,
  }),
  avatarPicture: defineRoute({
    method: 'GET',
    path: '/avatars/adventurer.svg',
    summary: 'Image SVG d’un avatar',
    tag: 'Avatar',
    access: { audience: 'public' },
    query: avatarPictureQuerySchema,
    responses: {},
    produces: 'image/svg+xml',
  }),
  avatar: defineRoute({
    method: 'GET',
    path: '/results/avatar',
    summary: 'Mon avatar',
    tag: 'Avatar',
    access: signedIn,
    responses: { 200: savedAvatarSchema },
  }),
  saveAvatar: defineRoute({
    method: 'POST',
    path: '/results/avatar/temp',
    summary: 'Enregistrer mon avatar',
    tag: 'Avatar',
    access: signedIn,
    body: avatarConfigSchema,
    responses: { 200: savedAvatarSchema },
  }),
};
