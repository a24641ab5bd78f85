import { useParams } from 'react-router';
import { ClassroomCard } from '../../../features/classroom/components/classroom-card';
import { TEXTES } from '../../../features/classroom/textes';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /app/rejoindre/:code: where the QR code projected in class leads. The card « Ma classe » with
 * the code typed in; the student still reads what the teacher will see before joining.
 */
export default function JoinClassroomPage() {
  usePageTitle(TEXTES.joinPageTitle);
  const { code = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.joinPageTitle}</h1>
      <ClassroomCard initialCode={code} />
    </div>
  );
}
