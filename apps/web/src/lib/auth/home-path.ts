import type { SessionUser } from '@declic/domain';

/** Where an account lands after signing in: students in /app, companies in their own space. */
export function homePathOf(
  user: Pick<SessionUser, 'user_metadata'> | null | undefined,
): '/app' | '/entreprise' {
  return user?.user_metadata.profile_type === 'company' ? '/entreprise' : '/app';
}

/** After a sign-in: back where the visitor was going when it is in their space, else their home. */
export function afterSignInPath(user: Pick<SessionUser, 'user_metadata'>, from?: string): string {
  const home = homePathOf(user);
  return from?.startsWith(home) ? from : home;
}
