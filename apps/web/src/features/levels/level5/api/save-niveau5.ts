import type { Niveau5Request } from '@declic/domain';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/questionnaire/niveau5; spec section 7: a failure is ignored silently. */
export async function saveNiveau5(request: Niveau5Request): Promise<void> {
  await apiRequest('/questionnaire/niveau5', { method: 'POST', body: request }).catch(() => undefined);
}
