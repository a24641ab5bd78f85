import { LEVEL4_INTRO, missionForLevel } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { currentUserId } from '../../../lib/auth/current-user';
import { useSiteConfig } from '../../../lib/site-config';
import { LevelLoadError } from '../shared/level-load-error';
import { LevelSuccessModal } from '../shared/level-success-modal';
import { ScriptedIntro } from '../shared/scripted-intro';
import { useLevelCompletion } from '../shared/use-level-completion';
import { useMbtiQuestions } from './api/mbti-quiz';
import { MbtiQuiz } from './components/mbti-quiz';
import { ResultsPhase } from './components/results-phase';
import { TypedStage } from './components/typed-stage';
import { useLevel4Flow } from './hooks/use-level4-flow';
import { TEXTES } from './textes';

/** Level 4: intro, the 40-item quiz, the analysis, the results with exports, then success. */
export default function Level4Screen({ level }: { level: number }) {
  const userId = currentUserId();
  const flow = useLevel4Flow(userId);
  const questions = useMbtiQuestions();
  const { complete, status } = useLevelCompletion(level);
  const handle = useSiteConfig().data?.socialHandle ?? '';
  const mission = missionForLevel(level);
  const title = mission?.title ?? TEXTES.quizTitle;

  // The success never waits for the progress update, which the shared hook only logs on failure.
  const validate = () => {
    complete({ xpReward: mission?.xpReward ?? 0 });
    flow.succeed();
  };

  if (flow.phase === 'intro') {
    return <ScriptedIntro level={level} title={title} messages={LEVEL4_INTRO} onDone={flow.startQuiz} />;
  }
  if (flow.phase === 'quiz' || flow.phase === 'generating') {
    if (questions.isError) return <LevelLoadError />;
    const generating = flow.phase === 'generating';
    return (
      <TypedStage
        level={level}
        title={title}
        text={generating ? TEXTES.generating : TEXTES.quizBubble}
        mood={generating ? 'surprised' : 'neutral'}
        actions={flow.failed ? <Button onClick={flow.retry}>{TEXTES.retry}</Button> : null}
      >
        {flow.failed ? <Alert tone="error">{TEXTES.generateFailed}</Alert> : null}
        {questions.data ? (
          <MbtiQuiz
            questions={questions.data}
            running={generating && !flow.failed}
            onFinish={flow.finishQuiz}
          />
        ) : (
          <p role="status">{TEXTES.quizLoading}</p>
        )}
      </TypedStage>
    );
  }
  return (
    <>
      {flow.view ? (
        <ResultsPhase
          level={level}
          title={title}
          view={flow.view}
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
          <ButtonLink to="/app/results" variant="secondary">
            {TEXTES.toResults}
          </ButtonLink>
        }
      />
    </>
  );
}
