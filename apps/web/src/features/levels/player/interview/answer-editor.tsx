import { spokenLength } from '@declic/domain';
import { Mic, MicOff } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { useDictation } from './use-dictation';

interface AnswerEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The answer being written or dictated, with its length said as time at the oral. */
export function AnswerEditor({ value, onChange, error }: AnswerEditorProps) {
  const dictation = useDictation((text) => onChange(value.trim() ? `${value.trim()} ${text}` : text));
  const { words, seconds } = spokenLength(value);
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField
        label="Ta réponse"
        hint="Réponds comme à l’oral : trois ou quatre phrases, avec un exemple vécu."
        rows={6}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-soft" aria-live="polite">
          {words === 0
            ? 'Pas encore de réponse'
            : `${words} mot${words > 1 ? 's' : ''}, environ ${seconds} secondes à l’oral`}
        </p>
        {dictation.supported ? (
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={dictation.listening}
            onClick={dictation.listening ? dictation.stop : dictation.start}
          >
            {dictation.listening ? (
              <MicOff aria-hidden="true" className="size-4" />
            ) : (
              <Mic aria-hidden="true" className="size-4" />
            )}
            {dictation.listening ? 'Arrêter la dictée' : 'Dicter ma réponse'}
          </Button>
        ) : null}
      </div>
      {dictation.error ? <Alert tone="info">{dictation.error}</Alert> : null}
    </div>
  );
}
