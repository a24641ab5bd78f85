import type { AnswerValue } from '@declic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { generateMbtiAnalysis, type MbtiAnalysisView, mbtiAnalysisQueryKey } from '../api/mbti-analysis';
import { submitMbtiAnswers } from '../api/mbti-quiz';
import { forgetQuizProgress } from './use-quiz-progress';

/** The states of spec section 4; results has its own sub-state (actions, then confirm). */
export type Level4Phase = 'intro' | 'quiz' | 'generating' | 'results' | 'success';
export type ResultsStep = 'actions' | 'confirm';

export interface Level4Flow {
  phase: Level4Phase;
  resultsStep: ResultsStep;
  view: MbtiAnalysisView | null;
  failed: boolean;
  startQuiz: () => void;
  finishQuiz: (answers: ReadonlyMap<number, AnswerValue>) => void;
  retry: () => void;
  continueToConfirm: () => void;
  succeed: () => void;
}

/** Level 4 as a small state machine: intro → quiz → generating → results → success. */
export function useLevel4Flow(userId: string | null): Level4Flow {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Level4Phase>('intro');
  const [resultsStep, setResultsStep] = useState<ResultsStep>('actions');
  const [view, setView] = useState<MbtiAnalysisView | null>(null);
  const [answers, setAnswers] = useState<ReadonlyMap<number, AnswerValue>>(new Map());
  const [failed, setFailed] = useState(false);

  const analyse = useCallback(
    async (given: ReadonlyMap<number, AnswerValue>) => {
      if (!userId) return;
      setFailed(false);
      setPhase('generating');
      try {
        await submitMbtiAnswers(given);
        const generated = await generateMbtiAnalysis(userId);
        await queryClient.invalidateQueries({ queryKey: mbtiAnalysisQueryKey });
        forgetQuizProgress();
        setView(generated);
        setResultsStep('actions');
        setPhase('results');
      } catch (error) {
        console.error(error);
        setFailed(true);
      }
    },
    [userId, queryClient],
  );

  return {
    phase,
    resultsStep,
    view,
    failed,
    startQuiz: () => setPhase('quiz'),
    finishQuiz: (given) => {
      setAnswers(given);
      void analyse(given);
    },
    retry: () => void analyse(answers),
    continueToConfirm: () => setResultsStep('confirm'),
    succeed: () => setPhase('success'),
  };
}
