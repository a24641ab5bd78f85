import {
  LEVELS_OFFERING_MEETINGS,
  type LevelDefinition,
  type LevelStep,
  levelDefinition,
  type StoredStep,
} from '@declic/domain';
import { ArrowLeft, ArrowRight, Flag } from 'lucide-react';
import { memo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { currentUserId } from '../../../lib/auth/current-user';
import { useCompleteLevel } from '../../../lib/progression/complete-level';
import { levelMission } from '../level-title';
import { LevelLoadError } from '../shared/level-load-error';
import { LevelPending } from '../shared/level-pending';
import { LevelStage } from '../shared/level-stage';
import { LevelSuccessModal } from '../shared/level-success-modal';
import { ScriptedIntro } from '../shared/scripted-intro';
import { SpeechBubble } from '../shared/speech-bubble';
import { useTypedText } from '../shared/use-typed-text';
import { useLevelSteps } from './api/level-steps';
import { useLevelPlayer } from './hooks/use-level-player';
import { NearbyMeetingsNote } from './nearby-meetings-note';
import type { StepProps } from './step-props';
import { StepView } from './step-view';

/** Any level written as data (packages/domain/src/levels/journey): intro, steps, completion. */
export default function LevelPlayerScreen({ level }: { level: number }) {
  const definition = levelDefinition(level);
  const steps = useLevelSteps(level);
  if (!definition) return <LevelLoadError detail="Ce niveau n’a pas encore d’étapes." />;
  if (steps.isPending) return <LevelPending level={level} />;
  if (steps.isError) return <LevelLoadError detail={steps.error.message} />;
  return <LevelPlayer definition={definition} stored={steps.data.steps} />;
}

function LevelPlayer({ definition, stored }: { definition: LevelDefinition; stored: StoredStep[] }) {
  const { level } = definition;
  const { title, xpReward } = levelMission(level);
  const player = useLevelPlayer(definition, stored);
  const completion = useCompleteLevel(currentUserId());
  const say = player.step?.say ?? '';
  const typed = useTypedText(say);

  if (player.phase === 'intro') {
    return (
      <ScriptedIntro
        level={level}
        title={title}
        messages={definition.intro}
        doneLabel="C’est parti"
        onDone={player.start}
      />
    );
  }
  const finish = () => completion.mutate({ level, xpReward });
  const onNext = () => {
    if (typed.typing) return typed.finish();
    if (player.isLast) return finish();
    player.next();
  };
  return (
    <LevelStage
      level={level}
      title={title}
      speaking={typed.typing}
      bubble={<SpeechBubble text={say} visibleText={typed.visibleText} onSkip={typed.finish} />}
      progress={`Étape ${player.index + 1} / ${definition.steps.length}`}
      actions={
        <>
          <ButtonLink to="/app/activites" variant="ghost" className="mr-auto">
            Quitter
          </ButtonLink>
          {player.index > 0 ? (
            <Button variant="secondary" onClick={player.back}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Précédent
            </Button>
          ) : null}
          <Button onClick={onNext} disabled={!typed.typing && (!player.canGoOn || completion.isPending)}>
            {typed.typing ? 'Passer' : player.isLast ? 'Terminer le niveau' : 'Suivant'}
            {player.isLast && !typed.typing ? (
              <Flag aria-hidden="true" className="size-5" />
            ) : (
              <ArrowRight aria-hidden="true" className="size-5" />
            )}
          </Button>
        </>
      }
    >
      {completion.isError ? <Alert tone="error">{completion.error.message}</Alert> : null}
      {LEVELS_OFFERING_MEETINGS.includes(level) ? <NearbyMeetingsNote /> : null}
      {player.step ? <StepCard level={level} step={player.step} stored={player.storedStep} /> : null}
      <LevelSuccessModal
        open={completion.isSuccess}
        title={`Niveau ${level} réussi !`}
        text={definition.success}
        actions={
          completion.data?.outcome === 'palier_payant' ? (
            <ButtonLink to="/app/offres" variant="secondary">
              Voir les offres pour continuer
            </ButtonLink>
          ) : null
        }
      />
    </LevelStage>
  );
}

/**
 * The step itself, drawn again only when the step or its stored answer changes: the guide's bubble
 * types a letter every few dozen milliseconds, and a whole form redrawn each time would make every
 * tap and keystroke wait (docs/performance/level-player.md).
 */
const StepCard = memo(function StepCard(props: StepProps<LevelStep>) {
  return (
    <Card data-testid="etape" className="flex flex-col gap-4 p-5">
      <h2 className="font-display text-xl font-semibold text-ink">{props.step.title}</h2>
      <StepView {...props} />
    </Card>
  );
});
