import type { z } from 'zod';
import {
  catalogIdParamsSchema,
  formationInputSchema,
  formationItemSchema,
  formationSearchQuerySchema,
  formationSearchResponseSchema,
  geoSuggestQuerySchema,
  geoSuggestResponseSchema,
  offreSearchQuerySchema,
  offreSearchResponseSchema,
  savedFormationsResponseSchema,
  savedIdsBodySchema,
  savedItemParamsSchema,
  savedOffresResponseSchema,
  saveItemsResponseSchema,
} from '../../contracts/catalog';
import { FEATURE_GATES } from '../../progression/constants';
import { defineRoute } from '../route';

const tag = 'Catalogues';
const signedIn = { audience: 'account' } as const;
const staff = { audience: 'staff' } as const;

/** Read, add and remove on a personal list (`/catalog/formations/saved`, level 6…). */
function savedList<const P extends `/${string}`, S extends z.ZodType>(
  path: P,
  minLevel: number,
  listSchema: S,
  what: string,
) {
  const access = { audience: 'account', minLevel } as const;
  return {
    list: defineRoute({
      method: 'GET',
      path,
      summary: `Mes ${what}`,
      tag,
      access,
      responses: { 200: listSchema },
    }),
    add: defineRoute({
      method: 'POST',
      path,
      summary: `Ajouter à mes ${what}`,
      tag,
      access,
      body: savedIdsBodySchema,
      responses: { 200: saveItemsResponseSchema },
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${path}/:id` as `/${string}/:id`,
      summary: `Retirer de mes ${what}`,
      tag,
      access,
      params: savedItemParamsSchema,
      responses: { 204: null },
    }),
  };
}

/** Formations (level 6), job offers (level 9), places, personal lists, and the staff's CRUD. */
export const catalogApi = {
  searchFormations: defineRoute({
    method: 'GET',
    path: '/catalog/formations/search',
    summary: 'Chercher des formations',
    tag,
    access: { audience: 'account', minLevel: FEATURE_GATES.formations },
    query: formationSearchQuerySchema,
    responses: { 200: formationSearchResponseSchema },
  }),
  searchOffres: defineRoute({
    method: 'GET',
    path: '/catalog/metiers/search',
    summary: 'Chercher des offres d’emploi et d’alternance',
    tag,
    access: { audience: 'account', minLevel: FEATURE_GATES.emplois },
    query: offreSearchQuerySchema,
    responses: { 200: offreSearchResponseSchema },
  }),
  suggestPlaces: defineRoute({
    method: 'GET',
    path: '/geo/suggest',
    summary: 'Suggérer des régions, des départements ou des communes',
    tag,
    access: signedIn,
    query: geoSuggestQuerySchema,
    responses: { 200: geoSuggestResponseSchema },
  }),
  savedFormations: savedList(
    '/catalog/formations/saved',
    FEATURE_GATES.formations,
    savedFormationsResponseSchema,
    'formations',
  ),
  savedOffres: savedList(
    '/catalog/metiers/saved',
    FEATURE_GATES.emplois,
    savedOffresResponseSchema,
    'offres',
  ),
  listFormations: defineRoute({
    method: 'GET',
    path: '/formations',
    summary: 'Lister les formations (recherche)',
    tag,
    access: signedIn,
    query: formationSearchQuerySchema,
    responses: { 200: formationSearchResponseSchema },
  }),
  readFormation: defineRoute({
    method: 'GET',
    path: '/formations/:id',
    summary: 'Lire une formation',
    tag,
    access: signedIn,
    params: catalogIdParamsSchema,
    responses: { 200: formationItemSchema },
  }),
  createFormation: defineRoute({
    method: 'POST',
    path: '/formations',
    summary: 'Ajouter une formation (équipe)',
    tag,
    access: staff,
    body: formationInputSchema,
    responses: { 201: formationItemSchema },
  }),
  replaceFormation: defineRoute({
    method: 'PUT',
    path: '/formations/:id',
    summary: 'Modifier une formation (équipe)',
    tag,
    access: staff,
    params: catalogIdParamsSchema,
    body: formationInputSchema,
    responses: { 200: formationItemSchema },
  }),
  removeFormation: defineRoute({
    method: 'DELETE',
    path: '/formations/:id',
    summary: 'Supprimer une formation (équipe)',
    tag,
    access: staff,
    params: catalogIdParamsSchema,
    responses: { 204: null },
  }),
};
