import { type PitchIdentity, usersApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/users/profile, reduced to what the sample pitch needs (the dream job is home_preference). */
export async function getPitchIdentity(): Promise<PitchIdentity> {
  const { profile } = await call(usersApi.profile);
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    department: profile.department,
    dreamJob: profile.home_preference,
  };
}

export function usePitchIdentity() {
  return useQuery({ queryKey: ['levels', 'pitch-identity'], queryFn: getPitchIdentity });
}
