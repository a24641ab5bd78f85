import type { SessionUser } from '@declic/domain';

const HOMES = { student: '/app', company: '/entreprise', teacher: '/enseignant' } as const;

/** Where an account lands after signing in: students in /app, companies and teachers in their own space. */
export function homePathOf(
  user: Pick<SessionUser, 'user_metadata'> | null | undefined,
): (typeof HOMES)[keyof typeof HOMES] {
  return HOMES[user?.user_metadata.profile_type ?? 'student'];
}

/** After a sign-in: back where the visitor was going when it is in their space, else their home. */
export function afterSignInPath(user: Pick<SessionUser, 'user_metadata'>, from?: string): string {
  const home = homePathOf(user);
  return from?.startsWith(home) ? from : home;
}
