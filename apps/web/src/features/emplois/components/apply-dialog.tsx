import { formatDate } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useMyLetters } from '../../../lib/my-letters';
import { useApplyToOffre } from '../api/apply-offre';
import { TEXTES } from '../textes';

const NO_LETTER = '';

/** What a student applies to: an offer « Proposée sur Déclic », or a place at a meeting. */
export interface ApplyTarget {
  /** The catalogue id, « declic-N ». */
  id: string;
  title: string;
  meeting?: boolean;
}

/** Applying or booking: a message, and the CV, a letter, the e-mail if the student chooses. */
export function ApplyDialog({ target, onClose }: { target: ApplyTarget | null; onClose: () => void }) {
  const verb = target?.meeting ? 'Réserver' : 'Postuler';
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? `${verb}\u202f: ${target.title}` : verb}
      description={TEXTES.postulerIntro}
    >
      {target ? <ApplyForm key={target.id} target={target} /> : null}
    </Modal>
  );
}

function ApplyForm({ target }: { target: ApplyTarget }) {
  const [message, setMessage] = useState('');
  const [includeCv, setIncludeCv] = useState(true);
  const [letterId, setLetterId] = useState(NO_LETTER);
  const [shareEmail, setShareEmail] = useState(false);
  const letters = useMyLetters();
  const apply = useApplyToOffre();
  const labels = new Map(
    (letters.data ?? []).map((letter) => [letter.id, `${letter.target} (${formatDate(letter.createdAt)})`]),
  );

  if (apply.isSuccess) {
    return (
      <Alert tone="success">
        {target.meeting ? TEXTES.demandeEnvoyee : TEXTES.candidatureEnvoyee}{' '}
        <Link to="/app/candidatures" className="font-semibold underline">
          Voir mes candidatures
        </Link>
      </Alert>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply.mutate({ id: target.id, body: { message, includeCv, letterId: letterId || null, shareEmail } });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {apply.isError ? <Alert tone="error">{apply.error.message}</Alert> : null}
      <TextAreaField
        label="Ton message"
        hint={TEXTES.messageAide}
        required
        minLength={20}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <CheckboxField
        label="Joindre mon CV (celui du niveau 15)"
        checked={includeCv}
        onCheckedChange={setIncludeCv}
      />
      <SelectField
        label="Joindre une lettre"
        optional
        options={[NO_LETTER, ...labels.keys()]}
        optionLabel={(id) => (id === NO_LETTER ? 'Aucune lettre' : (labels.get(id) ?? id))}
        value={letterId}
        onChange={(event) => setLetterId(event.target.value)}
      />
      <CheckboxField label={TEXTES.partagerEmail} checked={shareEmail} onCheckedChange={setShareEmail} />
      <Button type="submit" disabled={apply.isPending || message.trim().length < 20}>
        {apply.isPending ? 'Envoi…' : target.meeting ? 'Envoyer ma demande' : 'Envoyer ma candidature'}
      </Button>
    </form>
  );
}
