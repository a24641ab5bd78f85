import type { StepCheckResponse } from '@declic/domain';
import { CheckCircle2, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';

interface StepCheckPanelProps {
  /** The last verdict of the server for this step. */
  check?: StepCheckResponse;
  saving: boolean;
  /** The message of a save that failed (network, refused): the answer is still in the form. */
  error?: string | null;
  onSave: () => void;
  saveLabel?: string;
  /** Shown under the verdict when the step passed (a score, a profile). */
  children?: ReactNode;
}

/** The save button of a step and what the server said: problems to fix, or that it passed. */
export function StepCheckPanel({
  check,
  saving,
  error,
  onSave,
  saveLabel = 'Vérifier et enregistrer',
  children,
}: StepCheckPanelProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onSave} disabled={saving} variant={check?.passed ? 'secondary' : 'primary'}>
          <Save aria-hidden="true" className="size-5" />
          {saving ? 'Enregistrement…' : saveLabel}
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        {error ? (
          <Alert tone="error">
            {error} Ta réponse est gardée sur cet appareil : réessaie dans un instant.
          </Alert>
        ) : null}
        {check && !check.passed && check.problems.length > 0 ? (
          <Alert tone="info">
            <p className="font-semibold">Encore un effort :</p>
            <ul className="mt-1 list-disc pl-5">
              {check.problems.map((problem) => (
                <li key={`${problem.field ?? ''}${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {check?.passed ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-mint-700">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            Étape validée et enregistrée.
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
