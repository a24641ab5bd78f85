import type { Teacher } from '@declic/domain';
import type { ReactNode } from 'react';
import { SpaceLayout } from '../../../components/layouts/space-layout';
import { TEXTES } from '../textes';

/** « Lycée Louis-Pasteur, Besançon » */
export function establishmentLine(teacher: Teacher): string {
  const { name, town } = teacher.establishment;
  return town ? `${name}, ${town}` : name;
}

/** The teacher space's own frame: who is signed in, and a way out. */
export function TeacherLayout({ teacher, children }: { teacher?: Teacher; children: ReactNode }) {
  return (
    <SpaceLayout
      home="/enseignant"
      badge={TEXTES.badge}
      account={
        teacher ? (
          <p className="flex flex-col text-sm leading-tight">
            <span className="font-semibold text-ink">
              {teacher.firstName} {teacher.lastName}
            </span>
            <span className="text-ink-soft">{establishmentLine(teacher)}</span>
          </p>
        ) : null
      }
    >
      {children}
    </SpaceLayout>
  );
}
