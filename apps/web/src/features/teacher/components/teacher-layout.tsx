import type { Teacher } from '@declic/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { signOut } from '../../../lib/auth/session';
import { TEXTES } from '../textes';

/** « Lycée Louis-Pasteur, Besançon » */
export function establishmentLine(teacher: Teacher): string {
  const { name, town } = teacher.establishment;
  return town ? `${name}, ${town}` : name;
}

/** The teacher space's own frame: no levels, no student menu; who is signed in, and a way out. */
export function TeacherLayout({ teacher, children }: { teacher?: Teacher; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Logo to="/enseignant" />
            <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {TEXTES.badge}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {teacher ? (
              <p className="flex flex-col text-sm leading-tight">
                <span className="font-semibold text-ink">
                  {teacher.firstName} {teacher.lastName}
                </span>
                <span className="text-ink-soft">{establishmentLine(teacher)}</span>
              </p>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              onClick={async () => {
                await signOut();
                navigate('/', { replace: true });
              }}
            >
              Se déconnecter
            </Button>
          </div>
        </div>
      </header>
      <main
        id="contenu"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 outline-none"
      >
        {children}
      </main>
    </div>
  );
}
