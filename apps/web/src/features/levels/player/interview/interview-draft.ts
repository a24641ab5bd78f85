import type { InterviewQuestionResponse, InterviewTargetKind, InterviewTurn } from '@declic/domain';

/** A turn as the screen keeps it: the hint of the question is shown with its feedback. */
export type DraftTurn = InterviewTurn & { hint?: string };

/** The interview in progress, kept in this browser until it is saved. */
export interface InterviewDraft extends Record<string, unknown> {
  target: { kind: InterviewTargetKind; code: string; label: string } | null;
  turns: DraftTurn[];
  /** The question on screen, not answered yet. */
  pending: (InterviewQuestionResponse & { answer: string }) | null;
}

export const EMPTY_INTERVIEW: InterviewDraft = { target: null, turns: [], pending: null };

/** The pending question answered: it joins the transcript. */
export function answerPending(draft: InterviewDraft): InterviewDraft {
  const { pending } = draft;
  if (!pending) return draft;
  const turn: DraftTurn = {
    questionId: pending.question.id,
    kind: pending.question.kind,
    question: pending.question.text,
    hint: pending.question.hint,
    origin: pending.origin,
    answer: pending.answer.trim(),
  };
  return { ...draft, turns: [...draft.turns, turn], pending: null };
}

/** One answer of the transcript reworked; the rest stays as it was. */
export function replaceAnswer(draft: InterviewDraft, index: number, answer: string): InterviewDraft {
  return { ...draft, turns: draft.turns.map((turn, at) => (at === index ? { ...turn, answer } : turn)) };
}

/** What the server stores: the target and the transcript, without the screen's extras. */
export function savedInterview(draft: InterviewDraft) {
  return {
    target: draft.target,
    turns: draft.turns.map(({ hint: _hint, ...turn }) => turn),
  };
}
