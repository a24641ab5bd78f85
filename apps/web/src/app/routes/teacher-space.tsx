import { PublicLayout } from '../../components/layouts/public-layout';
import { usePageTitle } from '../../lib/use-page-title';

/** /enseignant: placeholder until the teacher space's screens arrive (issue 47). */
export default function TeacherSpacePage() {
  usePageTitle('Espace enseignant');
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <h1 className="text-3xl font-semibold text-brand-900">Espace enseignant</h1>
      </div>
    </PublicLayout>
  );
}
