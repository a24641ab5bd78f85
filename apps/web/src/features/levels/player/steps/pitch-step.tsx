import { type PitchComparison, type PitchStep as PitchStepDefinition, pitchPoints } from '@declic/domain';
import { Alert } from '../../../../components/ui/alert';
import { useProductions } from '../../../../lib/levels/productions';
import { PitchRecorder } from '../../level3/components/pitch-recorder';
import { SelfRating } from '../../level3/components/self-rating';
import { usePitchRecorder } from '../../level3/hooks/use-pitch-recorder';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface PitchDraft extends Record<string, unknown> {
  durationSeconds: number;
  rating: number | null;
  points: string[];
}

/** Level 3's rating, when one was kept (an account moved up by the staff has none). */
const firstRating = (rating: number | null | undefined) =>
  rating === null || rating === undefined ? 'pas de note gardée' : `${rating} sur 10`;

const EMPTY: PitchDraft = { durationSeconds: 0, rating: null, points: [] };

/** Level 21: the pitch of level 3 recorded again, with the journey's points, then compared. */
export function PitchStep({ level, step, stored }: StepProps<PitchStepDefinition>) {
  const [draft, setDraft] = useStepDraft<PitchDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const pitch = { ...EMPTY, ...draft };
  const saving = useStepSave(level, step.id, stored);
  const productions = useProductions();
  const points = pitchPoints(productions.data?.productions ?? []);
  // The recording stays in this browser; only its length is kept with the answer.
  const recorder = usePitchRecorder(() => undefined);
  const duration = recorder.status === 'recorded' ? recorder.durationSeconds : pitch.durationSeconds;
  const result = saving.check?.result as ({ kind?: string } & Partial<PitchComparison>) | undefined;
  const toggle = (id: string) =>
    setDraft({
      ...pitch,
      points: pitch.points.includes(id) ? pitch.points.filter((p) => p !== id) : [...pitch.points, id],
    });

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-display text-lg font-bold">Les points de ton pitch</legend>
        <p className="text-sm text-ink-soft">Tirés de ce que tu as construit. Coche ceux dont tu as parlé.</p>
        {productions.isPending ? <p role="status">Chargement de ton parcours…</p> : null}
        {productions.isSuccess && points.length === 0 ? (
          <p>
            Rien à citer de ton parcours pour l’instant : parle du métier qui t’attire et d’une qualité que tu
            peux prouver.
          </p>
        ) : null}
        {points.map((point) => (
          <label key={point.id} className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5"
              checked={pitch.points.includes(point.id)}
              onChange={() => toggle(point.id)}
            />
            <span>{point.label}</span>
          </label>
        ))}
        {fieldError(saving.check?.problems, 'points') ? (
          <p className="text-sm font-semibold text-coral-700">
            {fieldError(saving.check?.problems, 'points')}
          </p>
        ) : null}
      </fieldset>

      <section aria-labelledby="enregistrement" className="flex flex-col gap-2">
        <h3 id="enregistrement" className="font-display text-lg font-bold">
          Ton enregistrement
        </h3>
        <PitchRecorder recorder={recorder} onRerecord={recorder.reset} />
        {duration > 0 ? <p role="status">Durée : {duration} secondes.</p> : null}
        {fieldError(saving.check?.problems, 'recording') ? (
          <p className="text-sm font-semibold text-coral-700">
            {fieldError(saving.check?.problems, 'recording')}
          </p>
        ) : null}
      </section>

      <SelfRating rating={pitch.rating} onRate={(rating) => setDraft({ ...pitch, rating })} />

      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ ...pitch, durationSeconds: duration })}
      >
        {result?.kind === 'pitch' && result.message ? (
          <Alert tone="info">
            <p className="font-semibold">
              Premier pitch : {firstRating(result.first?.rating)} · Aujourd’hui : {result.now?.rating ?? '—'}{' '}
              sur 10 en {result.now?.durationSeconds ?? 0} secondes
            </p>
            <p>{result.message}</p>
          </Alert>
        ) : null}
      </StepCheckPanel>
    </div>
  );
}
