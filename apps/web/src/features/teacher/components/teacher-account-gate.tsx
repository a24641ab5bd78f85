import type { Teacher } from '@declic/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useSiteConfig } from '../../../lib/site-config';
import { useTeacher } from '../api/get-teacher';
import { TEXTES } from '../textes';
import { TeacherLayout } from './teacher-layout';

/**
 * Reads the teacher's account first: while the staff have not opened it (or after they closed it)
 * the page says why and shows nothing else; an open space draws `children`.
 */
export function TeacherAccountGate({ children }: { children: (teacher: Teacher) => ReactNode }) {
  const account = useTeacher();
  const teacher = account.data;
  return (
    <TeacherLayout teacher={teacher}>
      {account.isPending ? <p role="status">{TEXTES.chargement}</p> : null}
      {account.isError ? <Alert tone="error">{account.error.message}</Alert> : null}
      {teacher?.status === 'pending_approval' ? <PendingApproval /> : null}
      {teacher?.status === 'suspended' ? <Suspended /> : null}
      {teacher?.status === 'active' ? children(teacher) : null}
    </TeacherLayout>
  );
}

function PendingApproval() {
  return (
    <Card className="flex max-w-2xl flex-col gap-3">
      <h1 className="text-2xl font-semibold text-brand-900">{TEXTES.attenteTitre}</h1>
      <p>{TEXTES.attente}</p>
      <p className="text-ink-soft">{TEXTES.attenteAcademique}</p>
    </Card>
  );
}

function Suspended() {
  const site = useSiteConfig();
  const email = site.data?.supportEmail;
  return (
    <Card className="flex max-w-2xl flex-col gap-3">
      <h1 className="text-2xl font-semibold text-brand-900">{TEXTES.suspenduTitre}</h1>
      <p>{TEXTES.suspendu}</p>
      {email ? (
        <p>
          {TEXTES.contacter}{' '}
          <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {email}
          </a>
        </p>
      ) : null}
    </Card>
  );
}
