import { formatDate, type OffreItem } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useMyLetters } from '../../../lib/my-letters';
import { useApplyToOffre } from '../api/apply-offre';
import { TEXTES } from '../textes';

const NO_LETTER = '';

/** Applying to an offer « Proposée sur Déclic »: a message, and the CV, a letter, the e-mail if chosen. */
export function ApplyDialog({ offre, onClose }: { offre: OffreItem | null; onClose: () => void }) {
  return (
    <Modal
      open={offre !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={offre ? `Postuler\u202f: ${offre.intitule}` : 'Postuler'}
      description={TEXTES.postulerIntro}
    >
      {offre ? <ApplyForm key={offre.id} offre={offre} /> : null}
    </Modal>
  );
}

function ApplyForm({ offre }: { offre: OffreItem }) {
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
        {TEXTES.candidatureEnvoyee}{' '}
        <Link to="/app/candidatures" className="font-semibold underline">
          Voir mes candidatures
        </Link>
      </Alert>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply.mutate({ id: offre.id, body: { message, includeCv, letterId: letterId || null, shareEmail } });
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
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={includeCv}
          onChange={(event) => setIncludeCv(event.target.checked)}
        />
        <span>Joindre mon CV (celui du niveau 15)</span>
      </label>
      <SelectField
        label="Joindre une lettre"
        optional
        options={[NO_LETTER, ...labels.keys()]}
        optionLabel={(id) => (id === NO_LETTER ? 'Aucune lettre' : (labels.get(id) ?? id))}
        value={letterId}
        onChange={(event) => setLetterId(event.target.value)}
      />
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={shareEmail}
          onChange={(event) => setShareEmail(event.target.checked)}
        />
        <span>{TEXTES.partagerEmail}</span>
      </label>
      <Button type="submit" disabled={apply.isPending || message.trim().length < 20}>
        {apply.isPending ? 'Envoi…' : 'Envoyer ma candidature'}
      </Button>
    </form>
  );
}
