import type { SignupConsentPage } from '@declic/domain';
import { useState } from 'react';
import { ConsentCheckbox } from '../../../components/parent-request/consent-checkbox';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConsentDecision } from '../api/consent';

/** The parent's decision: the consent ticked then confirmed, or withdrawn once given. */
export function ConsentDecision({ token, page }: { token: string; page: SignupConsentPage }) {
  const decision = useConsentDecision(token);
  const [agreed, setAgreed] = useState(false);
  const name = page.studentFirstName;

  if (page.status === 'acceptee') {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success">
          Merci&#8239;: votre accord est enregistré. {name} peut utiliser tout Déclic.
        </Alert>
        <p>
          Vous pouvez le retirer à tout moment avec ce même lien&#8239;: le compte de {name} sera alors
          suspendu.
        </p>
        {decision.isError ? <Alert tone="error">{decision.error.message}</Alert> : null}
        <Button
          variant="secondary"
          className="self-start"
          disabled={decision.isPending}
          onClick={() => decision.mutate(false)}
        >
          Retirer mon accord
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {page.status === 'retiree' ? (
        <Alert tone="info">
          Vous avez retiré votre accord&#8239;: le compte de {name} est suspendu. Vous pouvez le redonner ici.
        </Alert>
      ) : null}
      <ConsentCheckbox text={page.consentText} checked={agreed} onChange={setAgreed} />
      {decision.isError ? <Alert tone="error">{decision.error.message}</Alert> : null}
      <Button
        className="self-start"
        disabled={!agreed || decision.isPending}
        onClick={() => decision.mutate(true)}
      >
        Je donne mon accord
      </Button>
    </div>
  );
}
