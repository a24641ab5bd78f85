import { usersApi } from '@declic/domain';
import { call } from '../../../../lib/api-call';

/**
 * PUT /api/users/profile {home_preference}: the dream job typed in level 1 becomes the profile's
 * "métier rêvé", which the level-3 sample pitch uses. A failure is only logged.
 */
export async function saveDreamJob(jobTitle: string): Promise<void> {
  await call(usersApi.updateProfile, { body: { home_preference: jobTitle } }).catch((error) =>
    console.error('Métier rêvé non enregistré :', error),
  );
}
