import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { homePathOf } from '../../../lib/auth/home-path';
import { useSession } from '../../../lib/auth/session';
import { TEXTES } from '../textes';
import { TeacherLayout } from './teacher-layout';

/** The teacher space for teacher accounts; a student or a company is pointed back to its own. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const user = useSession();
  if (user?.user_metadata.profile_type === 'teacher') return children;
  return (
    <TeacherLayout>
      <Alert tone="info">
        {TEXTES.reserve}{' '}
        <Link to={homePathOf(user)} className="font-semibold underline">
          {TEXTES.retour}
        </Link>
      </Alert>
    </TeacherLayout>
  );
}
