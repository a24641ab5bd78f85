import { levelsApi, type Niveau5Request } from '@declic/domain';
import { call } from '../../../../lib/api-call';

/** POST /api/questionnaire/niveau5; spec section 7: a failure is ignored silently. */
export async function saveNiveau5(request: Niveau5Request): Promise<void> {
  await call(levelsApi.niveau5, { body: request }).catch(() => undefined);
}
