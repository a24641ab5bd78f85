import { LEVEL3_INTRO, samplePitch } from '@declic/domain';
import { useReducer } from 'react';
import { levelMission } from '../level-title';
import { LevelLoadError } from '../shared/level-load-error';
import { LevelStage } from '../shared/level-stage';
import { LevelSuccessModal } from '../shared/level-success-modal';
import { ScriptedIntro } from '../shared/scripted-intro';
import { SpeechBubble } from '../shared/speech-bubble';
import { useLevelCompletion } from '../shared/use-level-completion';
import { useTypedText } from '../shared/use-typed-text';
import { usePitchIdentity } from './api/get-pitch-identity';
import { Level3Actions } from './components/level3-actions';
import { PitchRecorder } from './components/pitch-recorder';
import { SamplePitch } from './components/sample-pitch';
import { usePitchRecorder } from './hooks/use-pitch-recorder';
import { initialLevel3State, type Level3Event, type Level3State, level3Reducer } from './level3-machine';
import { LEVEL3_TEXTES as T } from './textes';

const bubbleText = (state: Level3State) =>
  state.retry ? T.retry : state.phase === 'practice' ? T.practice : T.rate;

/** Level 3: four intro messages, the 60-second pitch recorded in the browser, the self-rating. */
export default function Level3Screen({ level }: { level: number }) {
  const [state, dispatch] = useReducer(level3Reducer, initialLevel3State);
  const { title, xpReward } = levelMission(level);
  const identity = usePitchIdentity();
  const recorder = usePitchRecorder(() => dispatch({ type: 'recording_stopped' }));
  const { complete } = useLevelCompletion(level);
  const text = bubbleText(state);
  const typed = useTypedText(text);

  const send = (event: Level3Event) => {
    const next = level3Reducer(state, event);
    if (next.phase === 'success' && state.phase !== 'success') {
      complete({ xpReward, evidence: { stepId: 'auto-evaluation', answer: { rating: next.rating } } });
    }
    if (event.type === 'restart' || event.type === 'rerecord') recorder.reset();
    dispatch(event);
  };

  if (identity.isError) return <LevelLoadError />;
  if (state.phase === 'intro') {
    return (
      <ScriptedIntro
        level={level}
        title={title}
        messages={LEVEL3_INTRO}
        onDone={() => send({ type: 'intro_done' })}
      />
    );
  }
  return (
    <LevelStage
      level={level}
      title={title}
      speaking={typed.typing}
      bubble={<SpeechBubble text={text} visibleText={typed.visibleText} onSkip={typed.finish} />}
      actions={<Level3Actions state={state} send={send} />}
      aside={<SamplePitch text={identity.data ? samplePitch(identity.data) : null} />}
      asideLabel={T.sampleTitle}
    >
      {state.retry ? null : (
        <PitchRecorder recorder={recorder} onRerecord={() => send({ type: 'rerecord' })} />
      )}
      <LevelSuccessModal open={state.phase === 'success'} title={T.success.title} text={T.success.text} />
    </LevelStage>
  );
}
