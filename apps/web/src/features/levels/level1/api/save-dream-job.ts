import { apiRequest } from '../../../../lib/api-client';

/**
 * PUT /api/users/profile {home_preference}: the dream job typed in level 1 becomes the profile's
 * "métier rêvé", which the level-3 sample pitch uses. A failure is only logged.
 */
export async function saveDreamJob(jobTitle: string): Promise<void> {
  await apiRequest('/users/profile', { method: 'PUT', body: { home_preference: jobTitle } }).catch((error) =>
    console.error('Métier rêvé non enregistré :', error),
  );
}
