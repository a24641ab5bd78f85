import { MyApplications } from '../../../features/emplois/components/my-applications';
import { TEXTES } from '../../../features/emplois/textes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/candidatures: the student's applications to offers « Proposée sur Déclic ». */
export default function CandidaturesPage() {
  usePageTitle(TEXTES.mesCandidatures);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.mesCandidatures}</h1>
      <MyApplications />
    </div>
  );
}
