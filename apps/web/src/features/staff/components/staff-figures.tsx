import { formatNumber, formatPercent } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useStaffFigures } from '../api/staff';

/** Aggregates only: how many students, where they stand, where they stop. */
export function StaffFigures() {
  const figures = useStaffFigures();
  if (figures.isPending) return <p role="status">Chargement des chiffres…</p>;
  if (figures.isError) return <Alert tone="error">{figures.error.message}</Alert>;
  const { data } = figures;
  const counts: [string, number][] = [
    ['Élèves inscrits', data.students],
    ['Accès payant', data.paidStudents],
    ['Questionnaire d’orientation terminé', data.questionnaireCompleted],
    ['Actifs ces 7 derniers jours', data.activeLast7Days],
    ['Ont écrit dans le chat (7 jours)', data.chatAuthorsLast7Days],
  ];
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Les chiffres</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-brand-50 p-3">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="font-display text-2xl font-semibold">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Élèves par niveau et passage au niveau suivant</caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="px-2 py-2">
                Niveau
              </th>
              <th scope="col" className="px-2 py-2">
                Y sont
              </th>
              <th scope="col" className="px-2 py-2">
                L’ont atteint
              </th>
              <th scope="col" className="px-2 py-2">
                Sont allés plus loin
              </th>
            </tr>
          </thead>
          <tbody>
            {data.funnel.map((line) => (
              <tr key={line.level} className="border-b border-line">
                <th scope="row" className="px-2 py-1 font-semibold">
                  {line.level}
                </th>
                <td className="px-2 py-1">{formatNumber(line.here)}</td>
                <td className="px-2 py-1">{formatNumber(line.reached)}</td>
                <td className="px-2 py-1">{line.wentOn === null ? '—' : formatPercent(line.wentOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
