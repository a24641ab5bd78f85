import { LEVEL3_INTRO, missionForLevel, samplePitch } from '@declic/domain';
import { RotateCcw } from 'lucide-react';
import { useReducer } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import {
  LevelLoadError,
  LevelStage,
  LevelSuccessModal,
  ScriptedMessages,
  useLevelCompletion,
} from '../shared';
import { usePitchIdentity } from './api/get-pitch-identity';
import { PitchRecorder } from './components/pitch-recorder';
import { SamplePitch } from './components/sample-pitch';
import { SelfRating } from './components/self-rating';
import { usePitchRecorder } from './hooks/use-pitch-recorder';
import { initialLevel3State, type Level3Event, level3Reducer } from './level3-machine';
import { LEVEL3_TEXTES as T } from './textes';

/** Level 3: four intro messages, the 60-second pitch recorded in the browser, the self-rating. */
export default function Level3Screen({ level }: { level: number }) {
  const [state, dispatch] = useReducer(level3Reducer, initialLevel3State);
  const identity = usePitchIdentity();
  const recorder = usePitchRecorder(() => dispatch({ type: 'recording_stopped' }));
  const { complete } = useLevelCompletion(level);

  const send = (event: Level3Event) => {
    const next = level3Reducer(state, event);
    if (next.phase === 'success' && state.phase !== 'success') {
      complete({ minLevel: 3, xpReward: missionForLevel(level)?.xpReward ?? 0 });
    }
    if (event.type === 'restart' || event.type === 'rerecord') recorder.reset();
    dispatch(event);
  };

  if (identity.isError) return <LevelLoadError />;
  if (state.phase === 'intro') {
    return <ScriptedMessages messages={LEVEL3_INTRO} onDone={() => send({ type: 'intro_done' })} />;
  }
  const rating = state.phase !== 'practice';
  return (
    <>
      <LevelStage
        text={state.retry ? T.retry : rating ? T.rate : T.practice}
        actions={
          state.retry ? (
            <Button onClick={() => send({ type: 'restart' })}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {T.restart}
            </Button>
          ) : rating ? (
            <SelfRating
              rating={state.rating}
              disabled={state.phase !== 'rate'}
              onRate={(value) => send({ type: 'rate', rating: value })}
              onValidate={() => send({ type: 'validate' })}
            />
          ) : null
        }
        panel={
          <div className="flex flex-col gap-4">
            <SamplePitch text={identity.data ? samplePitch(identity.data) : null} />
            {state.retry ? null : (
              <PitchRecorder recorder={recorder} onRerecord={() => send({ type: 'rerecord' })} />
            )}
          </div>
        }
      />
      <LevelSuccessModal
        open={state.phase === 'success'}
        title={T.success.title}
        text={T.success.text}
        actions={<ButtonLink to="/app/activites">{T.success.back}</ButtonLink>}
      />
    </>
  );
}
