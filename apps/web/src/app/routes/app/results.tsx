import { Tabs } from '../../../components/ui/tabs';
import { OrientationResults } from '../../../features/results/components/orientation-results';
import { PersonalityTab } from '../../../features/results/components/personality-tab';
import {
  ResultsEmpty,
  ResultsError,
  ResultsLoading,
} from '../../../features/results/components/results-states';
import { TEXTES } from '../../../features/results/textes';
import { resultsErrorMessage, useOrientationResults } from '../../../lib/orientation-results';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/results 'Mes Résultats': orientation results and, from level 4, the personality analysis. */
export default function ResultsPage() {
  usePageTitle(TEXTES.title);
  const query = useOrientationResults();

  const orientation = query.isPending ? (
    <ResultsLoading />
  ) : query.isError ? (
    <ResultsError message={resultsErrorMessage(query.error)} />
  ) : query.data.results ? (
    <OrientationResults results={query.data.results} />
  ) : (
    <ResultsEmpty questionnaireLink="/app/questionnaire" />
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">{TEXTES.title}</h1>
      <Tabs
        label={TEXTES.title}
        items={[
          { value: 'orientation', label: TEXTES.orientationTab, content: orientation },
          {
            value: 'personnalite',
            label: TEXTES.personalityTab,
            content: <PersonalityTab level={query.data?.level ?? null} />,
          },
        ]}
      />
    </div>
  );
}
