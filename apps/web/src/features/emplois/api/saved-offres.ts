import { catalogApi, type OffreItem } from '@declic/domain';
import { catalogSavedListApi } from '../../../lib/catalog-saved-list';

/** The student's list of job offers (level 9). */
export const savedOffres = catalogSavedListApi<OffreItem>(catalogApi.savedOffres);
