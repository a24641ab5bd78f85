import { englishLevelOf, type Level5Step, missionForLevel } from '@declic/domain';
import { LogOut, Volume2 } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LevelStage, LevelSuccessModal, useLevelCompletion, useTypedText } from '../shared';
import { saveNiveau5 } from './api/save-niveau5';
import { EnglishAnswer } from './components/english-answer';
import { useEnglishSpeech } from './hooks/use-english-speech';
import {
  canAdvance,
  currentStep,
  initialLevel5State,
  type Level5Event,
  type Level5State,
  level5Control,
  level5Reducer,
  stepTypingMs,
} from './level5-machine';
import { LEVEL5_TEXTES as T } from './textes';

const bubbleText = (step: Level5Step, result: string) => {
  if (step.kind === 'audio') return step.intro;
  if (step.kind === 'input') return step.prompt;
  return step.kind === 'text' ? step.text : result;
};

const playLevel5 = (state: Level5State, event: Level5Event) => level5Reducer(state, event);

/** Level 5: the English test, step by step, then the estimated CEFR level. */
export default function Level5Screen({ level }: { level: number }) {
  const [state, dispatch] = useReducer(playLevel5, initialLevel5State);
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
    void saveNiveau5({ answers: state.answers, englishLevel });
    complete({ minLevel: 5, xpReward: missionForLevel(level)?.xpReward ?? 0 });
  };

  return (
    <>
      <LevelStage
        text={typed.visibleText}
        typing={typed.typing}
        actions={
          <div className="flex w-full flex-col gap-3">
            {step.kind === 'input' ? (
              <EnglishAnswer
                key={step.key}
                answerKey={step.key}
                hint={step.hint}
                value={state.answers[step.key] ?? ''}
                onChange={(value) => dispatch({ type: 'answer', key: step.key, value })}
              />
            ) : null}
            {step.kind === 'audio' ? (
              <details className="rounded-xl bg-brand-50 p-3">
                <summary className="cursor-pointer font-semibold">{T.transcript}</summary>
                <p lang="en" className="mt-2">
                  {step.text}
                </p>
              </details>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              {step.kind === 'audio' ? (
                <Button variant="secondary" onClick={() => speak(step.text)}>
                  <Volume2 aria-hidden="true" className="size-5" />
                  {T.replay}
                </Button>
              ) : null}
              <Button
                onClick={onMain}
                disabled={control === 'Suivant' && !canAdvance(state)}
                className="ml-auto"
              >
                {control}
              </Button>
              <ButtonLink to="/app/activites" variant="ghost">
                <LogOut aria-hidden="true" className="size-5" />
                {T.quit}
              </ButtonLink>
            </div>
          </div>
        }
      />
      <LevelSuccessModal
        open={state.finished}
        title={T.success.title}
        text={T.success.text(englishLevel)}
        actions={<ButtonLink to="/app/activites">{T.success.back}</ButtonLink>}
      />
    </>
  );
}
