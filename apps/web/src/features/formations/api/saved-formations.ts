import { catalogApi, type FormationItem } from '@declic/domain';
import { catalogSavedListApi } from '../../../lib/catalog-saved-list';

/** The student's list of formations (level 6). */
export const savedFormations = catalogSavedListApi<FormationItem>(catalogApi.savedFormations);
