import { LEVEL4_INTRO, missionForLevel } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { currentUserId } from '../../../lib/auth/current-user';
import { useSiteConfig } from '../../../lib/site-config';
import {
  LevelLoadError,
  LevelStage,
  LevelSuccessModal,
  ScriptedMessages,
  useLevelCompletion,
} from '../shared';
import { useMbtiQuestions } from './api/mbti-quiz';
import { MbtiQuiz } from './components/mbti-quiz';
import { ResultsPhase } from './components/results-phase';
import { useLevel4Flow } from './hooks/use-level4-flow';
import { TEXTES } from './textes';

const MIN_LEVEL_AFTER = 4;

/** Level 4: intro, the 40-item quiz, the analysis, the results with exports, then success. */
export default function Level4Screen({ level }: { level: number }) {
  const userId = currentUserId();
  const flow = useLevel4Flow(userId);
  const questions = useMbtiQuestions();
  const { complete, status } = useLevelCompletion(level);
  const handle = useSiteConfig().data?.socialHandle ?? '';

  // A failed progress update is only logged by the shared hook: the success still shows (spec section 8).
  const validate = () => {
    complete({ minLevel: MIN_LEVEL_AFTER, xpReward: missionForLevel(level)?.xpReward ?? 0 });
    flow.succeed();
  };

  if (flow.phase === 'intro') return <ScriptedMessages messages={LEVEL4_INTRO} onDone={flow.startQuiz} />;
  if (flow.phase === 'quiz' || flow.phase === 'generating') {
    if (questions.isError) return <LevelLoadError />;
    return (
      <LevelStage
        text={flow.phase === 'generating' ? TEXTES.generating : TEXTES.quizBubble}
        actions={
          flow.failed ? (
            <div className="flex flex-col gap-3">
              <Alert tone="error">{TEXTES.generateFailed}</Alert>
              <Button onClick={flow.retry}>{TEXTES.retry}</Button>
            </div>
          ) : null
        }
        panel={
          questions.data ? (
            <MbtiQuiz
              questions={questions.data}
              running={flow.phase === 'generating' && !flow.failed}
              onFinish={flow.finishQuiz}
            />
          ) : (
            <p role="status">{TEXTES.quizLoading}</p>
          )
        }
      />
    );
  }
  return (
    <>
      {flow.view ? (
        <ResultsPhase
          view={flow.view}
          level={level}
          userId={userId}
          handle={handle}
          step={flow.resultsStep}
          onContinue={flow.continueToConfirm}
          onValidate={validate}
          validating={status === 'pending'}
        />
      ) : null}
      <LevelSuccessModal
        open={flow.phase === 'success'}
        title={TEXTES.successTitle}
        text={TEXTES.successText}
        actions={
          <>
            <ButtonLink to="/app/activites" variant="secondary">
              {TEXTES.toActivities}
            </ButtonLink>
            <ButtonLink to="/app/results">{TEXTES.toResults}</ButtonLink>
          </>
        }
      />
    </>
  );
}
