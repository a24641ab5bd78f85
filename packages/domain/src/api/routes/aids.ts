import {
  bourseEstimateBodySchema,
  bourseEstimateSchema,
  logementEstimateBodySchema,
  logementEstimateSchema,
} from '../../contracts/aids';
import { defineRoute } from '../route';

const access = { audience: 'account' } as const;
const tag = 'Aides étudiantes';

/** /api/aids: estimates of the CROUS grant and of the housing aid, from OpenFisca-France's imported scales. */
export const aidsApi = {
  bourseEstimate: defineRoute({
    method: 'POST',
    path: '/aids/bourse/estimate',
    summary: 'Estimer l’échelon et le montant de la bourse sur critères sociaux',
    tag,
    access,
    body: bourseEstimateBodySchema,
    responses: { 200: bourseEstimateSchema },
  }),
  logementEstimate: defineRoute({
    method: 'POST',
    path: '/aids/logement/estimate',
    summary: 'Estimer l’aide au logement d’un étudiant locataire et la garantie Visale',
    tag,
    access,
    body: logementEstimateBodySchema,
    responses: { 200: logementEstimateSchema },
  }),
};
