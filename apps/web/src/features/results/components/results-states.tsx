import { Loader2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { TEXTES } from '../textes';

export function ResultsLoading() {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl bg-brand-50 p-4 font-semibold text-brand-800"
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      {TEXTES.loading}
    </div>
  );
}

export function ResultsEmpty({ questionnaireLink }: { questionnaireLink?: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="info">{TEXTES.empty}</Alert>
      {questionnaireLink ? (
        <ButtonLink to={questionnaireLink} variant="secondary">
          Répondre au questionnaire
        </ButtonLink>
      ) : null}
    </div>
  );
}

export function ResultsError({ message }: { message: string }) {
  return <Alert tone="error">{message}</Alert>;
}
