import type { SessionUser } from '@declic/domain';

/** Where an account lands after signing in: students in /app, companies in their own space. */
export function homePathOf(
  user: Pick<SessionUser, 'user_metadata'> | null | undefined,
): '/app' | '/entreprise' {
  return user?.user_metadata.profile_type === 'company' ? '/entreprise' : '/app';
}
