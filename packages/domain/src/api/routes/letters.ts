import {
  generateLetterResponseSchema,
  generateLetterSchema,
  letterSuggestQuerySchema,
  letterSuggestResponseSchema,
  lettersListResponseSchema,
} from '../../contracts/letters';
import { FEATURE_GATES } from '../../progression/constants';
import { defineRoute } from '../route';

const access = { audience: 'account', minLevel: FEATURE_GATES.lettre } as const;
const tag = 'Lettre';

/** /api/letter: the cover-letter generator, open from level 12. */
export const lettersApi = {
  suggest: defineRoute({
    method: 'GET',
    path: '/letter/suggest',
    summary: 'Suggérer des métiers ou formations à viser',
    tag,
    access,
    query: letterSuggestQuerySchema,
    responses: { 200: letterSuggestResponseSchema },
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/letter/generate',
    summary: 'Rédiger une lettre de motivation et l’enregistrer',
    tag,
    access,
    body: generateLetterSchema,
    responses: { 200: generateLetterResponseSchema },
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/letter/mine',
    summary: 'Mes lettres enregistrées',
    tag,
    access,
    responses: { 200: lettersListResponseSchema },
  }),
};
