import { englishLevelOf, type Level5Step } from '@declic/domain';
import { useEffect, useReducer } from 'react';
import { levelMission } from '../level-title';
import { LevelStage } from '../shared/level-stage';
import { LevelSuccessModal } from '../shared/level-success-modal';
import { SpeechBubble } from '../shared/speech-bubble';
import { useLevelCompletion } from '../shared/use-level-completion';
import { useTypedText } from '../shared/use-typed-text';
import { saveNiveau5 } from './api/save-niveau5';
import { EnglishAnswer } from './components/english-answer';
import { Level5Controls } from './components/level5-controls';
import { useEnglishSpeech } from './hooks/use-english-speech';
import {
  currentStep,
  initialLevel5State,
  type Level5Event,
  type Level5State,
  level5Control,
  level5Reducer,
  stepTypingMs,
} from './level5-machine';
import { LEVEL5_TEXTES as T } from './textes';

const playLevel5 = (state: Level5State, event: Level5Event) => level5Reducer(state, event);

const bubbleText = (step: Level5Step, result: string) => {
  if (step.kind === 'audio') return step.intro;
  if (step.kind === 'input') return step.prompt;
  return step.kind === 'text' ? step.text : result;
};

/** Level 5: the English test, step by step, then the estimated CEFR level. */
export default function Level5Screen({ level }: { level: number }) {
  const [state, dispatch] = useReducer(playLevel5, initialLevel5State);
  const { title, xpReward } = levelMission(level);
  const step = currentStep(state);
  const englishLevel = englishLevelOf(state.answers);
  const text = bubbleText(step, T.result(englishLevel));
  const typed = useTypedText(text, stepTypingMs(text));
  const speak = useEnglishSpeech();
  const { complete } = useLevelCompletion(level);

  useEffect(() => {
    if (step.kind === 'audio') speak(step.text);
  }, [step, speak]);

  const control = level5Control(step, typed.typing);
  const onMain = () => {
    if (control === 'Passer') return typed.finish();
    if (control === 'Suivant') return dispatch({ type: 'next' });
    dispatch({ type: 'finish' });
    // The answers are the level's proof: the completion is sent once they are stored.
    saveNiveau5({ answers: state.answers, englishLevel })
      .then(() => complete({ xpReward }))
      .catch((error) => console.error('Test d’anglais non enregistré :', error));
  };

  return (
    <LevelStage
      level={level}
      title={title}
      speaking={typed.typing}
      mood={step.kind === 'result' ? 'happy' : undefined}
      bubble={
        <SpeechBubble
          text={text}
          visibleText={typed.visibleText}
          onSkip={typed.finish}
          lang={step.kind === 'input' ? 'en' : undefined}
        />
      }
      actions={
        <>
          {step.kind === 'input' ? (
            <EnglishAnswer
              key={step.key}
              answerKey={step.key}
              hint={step.hint}
              value={state.answers[step.key] ?? ''}
              onChange={(value) => dispatch({ type: 'answer', key: step.key, value })}
            />
          ) : null}
          <Level5Controls
            state={state}
            control={control}
            onMain={onMain}
            onReplay={() => speak(stepAudio(step))}
          />
        </>
      }
    >
      {step.kind === 'audio' ? (
        <details className="rounded-xl bg-brand-50 p-3">
          <summary className="cursor-pointer font-semibold">{T.transcript}</summary>
          <p lang="en" className="mt-2">
            {step.text}
          </p>
        </details>
      ) : null}
      <LevelSuccessModal open={state.finished} title={T.success.title} text={T.success.text(englishLevel)} />
    </LevelStage>
  );
}

const stepAudio = (step: Level5Step) => (step.kind === 'audio' ? step.text : '');
