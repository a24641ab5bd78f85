import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useModerateAdvice, useStaffAdvice } from '../api/staff';

type Decision = 'publier' | 'refuser' | 'retirer';

/** The « Conseils d’anciens » queue: publish or refuse what waits, take down what is on the wall. */
export function AdviceModeration() {
  const [showing, setShowing] = useState<'en_attente' | 'publie'>('en_attente');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const advice = useStaffAdvice(showing);
  const moderate = useModerateAdvice();
  const decisions: Decision[] = showing === 'en_attente' ? ['publier', 'refuser'] : ['retirer'];

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-xl font-semibold">Conseils d’anciens</h2>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={showing === 'en_attente' ? 'primary' : 'secondary'}
          aria-pressed={showing === 'en_attente'}
          onClick={() => setShowing('en_attente')}
        >
          À relire
        </Button>
        <Button
          size="sm"
          variant={showing === 'publie' ? 'primary' : 'secondary'}
          aria-pressed={showing === 'publie'}
          onClick={() => setShowing('publie')}
        >
          Publiés
        </Button>
      </div>
      {advice.isPending ? <p role="status">Chargement…</p> : null}
      {advice.data?.length === 0 ? <p className="text-ink-soft">Rien ici pour l’instant.</p> : null}
      {moderate.isError ? <Alert tone="error">{moderate.error.message}</Alert> : null}
      <ul
        aria-label={showing === 'en_attente' ? 'Conseils à relire' : 'Conseils publiés'}
        className="flex flex-col gap-3"
      >
        {advice.data?.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 rounded-xl border-2 border-line p-3">
            <p className="text-sm text-ink-soft">
              {item.topicLabel} · {item.author}
            </p>
            <blockquote className="whitespace-pre-line">{item.text}</blockquote>
            <TextField
              label="Raison (gardée dans le journal, lue par l’élève en cas de refus)"
              value={reasons[item.id] ?? ''}
              onChange={(event) => setReasons({ ...reasons, [item.id]: event.target.value })}
            />
            <div className="flex flex-wrap gap-2">
              {decisions.map((decision) => (
                <Button
                  key={decision}
                  size="sm"
                  variant={decision === 'publier' ? 'primary' : 'secondary'}
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: item.id, decision, reason: reasons[item.id] ?? '' })}
                >
                  {decision === 'publier' ? 'Publier' : decision === 'refuser' ? 'Refuser' : 'Retirer du mur'}
                  <span className="sr-only"> le conseil de {item.author}</span>
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
