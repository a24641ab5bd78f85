import {
  ADVICE_MAX_LENGTH,
  ADVICE_TOPICS,
  type AdviceStatus,
  type AdviceStep as AdviceStepDefinition,
} from '@declic/domain';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { TextAreaField } from '../../../../components/ui/field';
import { useAdviceWall } from '../../../../lib/advice-wall';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface AdviceDraft extends Record<string, unknown> {
  topic: string | null;
  text: string;
}

const EMPTY: AdviceDraft = { topic: null, text: '' };

const STATUS_MESSAGES: Record<AdviceStatus, string> = {
  en_attente:
    'Ton conseil est chez l’équipe : il sera publié après relecture, en général sous quelques jours.',
  publie: 'Ton conseil est publié sur le mur des « Conseils d’anciens ». Merci pour eux !',
  refuse: 'L’équipe n’a pas publié ton conseil. Tu peux le reprendre et l’envoyer à nouveau.',
  retire: 'L’équipe a retiré ton conseil du mur. Tu peux en écrire un nouveau.',
};

/** Level 27: an advice for students who start, sent to the staff before it reaches the wall. */
export function AdviceStep({ level, step, stored }: StepProps<AdviceStepDefinition>) {
  const [draft, setDraft] = useStepDraft<AdviceDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const wall = useAdviceWall();
  const answer = { ...EMPTY, ...draft };
  const own = wall.data?.own;
  const status =
    (saving.check?.result as { status?: AdviceStatus | null } | undefined)?.status ?? own?.status;

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Le thème de ton conseil</legend>
        <div className="flex flex-wrap gap-2">
          {ADVICE_TOPICS.map((topic) => (
            <label
              key={topic.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${level}-${step.id}-theme`}
                checked={answer.topic === topic.id}
                onChange={() => setDraft({ ...answer, topic: topic.id })}
              />
              {topic.label}
            </label>
          ))}
        </div>
        {fieldError(saving.check?.problems, 'topic') ? (
          <p className="text-sm font-semibold text-coral-700">
            {fieldError(saving.check?.problems, 'topic')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Ton conseil"
        hint="Ce que tu as fait, et ce que ça a changé. Signé de ton prénom seulement, jamais de ton nom ni de ton e-mail."
        rows={5}
        maxLength={ADVICE_MAX_LENGTH}
        value={answer.text}
        error={fieldError(saving.check?.problems, 'text')}
        onChange={(event) => setDraft({ ...answer, text: event.target.value })}
      />
      <p className="text-sm text-ink-soft">
        {answer.text.trim().length} / {ADVICE_MAX_LENGTH} caractères
      </p>
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Envoyer mon conseil à l’équipe"
        onSave={() => saving.save({ topic: answer.topic, text: answer.text })}
      >
        {status ? (
          <Alert tone="info">
            {STATUS_MESSAGES[status]}
            {own?.reason && status !== 'publie' ? ` Raison donnée : « ${own.reason} ».` : null}
          </Alert>
        ) : null}
      </StepCheckPanel>
      <Link to="/app/conseils" className="self-start font-semibold underline">
        Lire les conseils déjà publiés
      </Link>
    </div>
  );
}
