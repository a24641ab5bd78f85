import {
  type ExtraInfoEntry,
  initialLevel1State,
  type JobSheet,
  type Level1Event,
  type Level1State,
  level1Reducer,
} from '@declic/domain';
import { useRef, useState } from 'react';
import { useGenerateJobSheet } from '../api/generate-job-sheet';
import { saveDreamJob } from '../api/save-dream-job';
import { useSaveExtraInfo } from '../api/save-extra-info';
import { CONVERSATION, type Level1Question } from '../conversation';
import { LEVEL1_TEXTES } from '../textes';

/** question_id of the dream job typed in await_input. */
const DREAM_JOB_ID = 0;

/**
 * Level 1 as the screen uses it: the domain reducer, the sheets it generated and the answers
 * to save. Generation starts on the event that enters 'generating', so it runs once per sheet.
 */
export function useLevel1(recommendedTitles: string[], onSuccess: () => void) {
  const [state, setState] = useState<Level1State>(initialLevel1State);
  const stateRef = useRef(state);
  const [sheets, setSheets] = useState<JobSheet[]>([]);
  const answers = useRef(new Map<number, ExtraInfoEntry>());
  const generation = useGenerateJobSheet();
  const saveExtraInfo = useSaveExtraInfo();

  const generate = (jobTitle: string) =>
    generation.mutate(
      { jobTitle, jobTitles: recommendedTitles },
      {
        onSuccess: (sheet) => {
          setSheets((previous) => [...previous, sheet]);
          send({ type: 'sheet_ready' });
        },
      },
    );

  const saveAnswers = async (ids: (id: number) => boolean) => {
    const entries = [...answers.current.values()].filter((entry) => ids(entry.question_id));
    if (entries.length > 0) await saveExtraInfo.mutateAsync(entries).catch(() => undefined);
  };

  function send(event: Level1Event) {
    const previous = stateRef.current;
    const next = level1Reducer(previous, event);
    if (next === previous) return;
    stateRef.current = next;
    setState(next);
    if (next.phase === 'generating') generate(next.sheets.at(-1) as string);
    // Spec section 4: extra answers are saved when the post-sheet questions or the conversation end.
    if (previous.phase === 'post_fiche' && next.phase === 'conversation') void saveAnswers((id) => id < 100);
    // The answers are the level's proof: the completion is reported once they are stored.
    if (next.phase === 'success') void saveAnswers((id) => id >= 100).then(onSuccess);
  }

  const record = (question: Pick<Level1Question, 'id' | 'text'>, answer: string) =>
    answers.current.set(question.id, {
      question_id: question.id,
      question_text: question.text,
      answer_text: answer,
    });

  const itemCount = CONVERSATION.length;
  return {
    state,
    sheets,
    generationFailed: generation.isError,
    start: () => send({ type: 'start' }),
    chooseFit: (answer: 'Oui' | 'Mitigé' | 'Non') =>
      send({ type: 'fit', answer, firstRecommendation: recommendedTitles[0] ?? null }),
    submitDreamJob: (title: string) => {
      record({ id: DREAM_JOB_ID, text: LEVEL1_TEXTES.dreamJobLabel }, title.trim());
      void saveDreamJob(title.trim());
      send({ type: 'dream_job', title });
    },
    retryGeneration: () => generate(stateRef.current.sheets.at(-1) as string),
    discuss: () => send({ type: 'discuss' }),
    answerPostFiche: (question: Level1Question, answer: string) => {
      record(question, answer);
      send({ type: 'post_fiche_answered' });
    },
    nextItem: () => send({ type: 'conversation_next', itemCount }),
    answerItem: (question: Level1Question & { exploreAnother?: boolean }, answer: string) => {
      record(question, answer);
      if (!question.exploreAnother) return send({ type: 'conversation_next', itemCount });
      send({
        type: 'explore_another',
        answer,
        secondRecommendation: recommendedTitles[1] ?? null,
        itemCount,
      });
    },
    continueAfterSheet: () => send({ type: 'continue', itemCount }),
  };
}
