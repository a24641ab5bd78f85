import { savedFormationsResponseSchema } from '@declic/domain';
import { catalogSavedListApi } from '../../../lib/catalog-saved-list';

/** GET, POST /api/catalog/formations/saved and DELETE …/saved/{id}: the student's list. */
export const savedFormations = catalogSavedListApi(
  '/catalog/formations/saved',
  savedFormationsResponseSchema,
);
