import type { InterviewTargetItem } from '@declic/domain';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { useInterviewTargets } from '../api/interview';

interface TargetChooserProps {
  name: string;
  chosen: { kind: string; code: string } | null;
  onChoose: (target: InterviewTargetItem) => void;
  error?: string;
  /** An admission oral: the student's formations only. */
  jury?: boolean;
}

const WHO: Record<InterviewTargetItem['kind'], string> = {
  metier: 'Entretien avec un recruteur',
  offre: 'Entretien avec un recruteur',
  formation: 'Oral devant un jury',
};

/** The student's métiers, offer and formations, each with who will ask the questions. */
export function TargetChooser({ name, chosen, onChoose, error, jury = false }: TargetChooserProps) {
  const targets = useInterviewTargets();
  if (targets.isPending) return <p role="status">Je rassemble les objectifs de ton parcours…</p>;
  if (targets.isError) {
    return <Alert tone="error">{targets.error.message} Recharge la page dans un instant.</Alert>;
  }
  const shown = jury ? targets.data.filter((target) => target.kind === 'formation') : targets.data;
  if (jury && shown.length === 0) {
    return (
      <Alert tone="info">
        Ton parcours ne nomme encore aucune formation. Choisis-en une pour ton projet motivé au{' '}
        <Link to="/app/niveau/18" className="font-semibold underline">
          niveau 18
        </Link>{' '}
        ou dans tes vœux au niveau 19.
      </Alert>
    );
  }
  if (shown.length === 0) {
    return (
      <Alert tone="info">
        Ton parcours ne nomme encore aucun métier ni aucune formation. Reprends tes métiers au{' '}
        <Link to="/app/niveau/6" className="font-semibold underline">
          niveau 6
        </Link>{' '}
        ou ton projet motivé au niveau 18.
      </Alert>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">
        {jury
          ? 'Pour quelle formation passes-tu cet oral\u202f?'
          : 'Pour quoi passes-tu cet entretien\u202f?'}
      </legend>
      {shown.map((target) => (
        <label
          key={`${target.kind}-${target.code}`}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-600"
        >
          <input
            type="radio"
            name={name}
            className="mt-1 size-5"
            checked={chosen?.kind === target.kind && chosen.code === target.code}
            onChange={() => onChoose(target)}
          />
          <span>
            <span className="font-semibold">{target.label}</span>
            <span className="block text-sm text-ink-soft">
              {WHO[target.kind]} · {target.familyLabel} · {target.source}
            </span>
          </span>
        </label>
      ))}
      {error ? <p className="text-sm font-semibold text-coral-700">{error}</p> : null}
    </fieldset>
  );
}
