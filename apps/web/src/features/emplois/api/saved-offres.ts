import { savedOffresResponseSchema } from '@declic/domain';
import { catalogSavedListApi } from '../../../lib/catalog-saved-list';

/** GET, POST /api/catalog/metiers/saved and DELETE …/saved/{id}: the student's list. */
export const savedOffres = catalogSavedListApi('/catalog/metiers/saved', savedOffresResponseSchema);
