import type { ReadJob } from '@declic/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LevelStage } from '../../shared/level-stage';
import { SpeechBubble } from '../../shared/speech-bubble';
import { useTypedText } from '../../shared/use-typed-text';
import { CONVERSATION, POST_FICHE_ITEMS } from '../conversation';
import type { useLevel1 } from '../hooks/use-level1';
import { LEVEL1_TEXTES as T } from '../textes';
import { DreamJobForm } from './dream-job-form';
import { JobSheetPanel } from './job-sheet-panel';
import { QuestionAnswer } from './question-answer';
import { RecommendedJobsPanel } from './recommended-jobs-panel';

type Level1Game = ReturnType<typeof useLevel1>;

/** What the avatar says in the current phase (after the intro). */
function bubbleText(game: Level1Game, hasJobs: boolean): string {
  const { state } = game;
  switch (state.phase) {
    case 'ask_fit':
      return hasJobs ? T.askFit : T.askFitNoJobs;
    case 'await_input':
      return T.awaitInput;
    case 'generating':
      return T.generating(state.sheets.at(-1) ?? '');
    case 'fiche':
      return state.resumeAfter === null ? T.fiche : T.secondFiche;
    case 'post_fiche':
      return POST_FICHE_ITEMS[state.postFicheIndex]?.text ?? '';
    default:
      return CONVERSATION[state.conversationIndex]?.text ?? '';
  }
}

/** The student's controls in the current phase; Suivant shows the whole message first. */
function StepActions({ game, typed }: { game: Level1Game; typed: { typing: boolean; finish: () => void } }) {
  const { state } = game;
  switch (state.phase) {
    case 'ask_fit':
      return T.fitOptions.map((answer) => (
        <Button key={answer} variant="secondary" onClick={() => game.chooseFit(answer)}>
          {answer}
        </Button>
      ));
    case 'await_input':
      return <DreamJobForm loading={false} onSubmit={game.submitDreamJob} />;
    case 'generating':
      return game.generationFailed ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{T.generationFailed}</Alert>
          <Button onClick={game.retryGeneration}>{T.retry}</Button>
        </div>
      ) : null;
    case 'fiche':
      return state.resumeAfter === null ? (
        <Button onClick={game.discuss}>{T.discuss}</Button>
      ) : (
        <Button onClick={game.continueAfterSheet}>{T.continue}</Button>
      );
    case 'post_fiche': {
      const question = POST_FICHE_ITEMS[state.postFicheIndex];
      return question ? (
        <QuestionAnswer question={question} onAnswer={(answer) => game.answerPostFiche(question, answer)} />
      ) : null;
    }
    case 'conversation': {
      const item = CONVERSATION[state.conversationIndex];
      if (!item) return null;
      if (item.kind !== 'text') {
        return <QuestionAnswer question={item} onAnswer={(answer) => game.answerItem(item, answer)} />;
      }
      return <Button onClick={typed.typing ? typed.finish : game.nextItem}>{T.next}</Button>;
    }
    default:
      return null;
  }
}

interface Level1DialogueProps {
  level: number;
  title: string;
  game: Level1Game;
  jobs: ReadJob[];
  children?: ReactNode;
}

export function Level1Dialogue({ level, title, game, jobs, children }: Level1DialogueProps) {
  const text = bubbleText(game, jobs.length > 0);
  const typed = useTypedText(text);
  const sheet = game.state.phase === 'generating' ? undefined : game.sheets.at(-1);
  return (
    <LevelStage
      level={level}
      title={title}
      speaking={typed.typing}
      bubble={<SpeechBubble text={text} visibleText={typed.visibleText} onSkip={typed.finish} />}
      actions={<StepActions game={game} typed={typed} />}
      aside={sheet ? <JobSheetPanel sheet={sheet} /> : <RecommendedJobsPanel jobs={jobs} />}
      asideLabel={sheet ? T.sheetLabel : T.recommendedTitle}
    >
      {children}
    </LevelStage>
  );
}
