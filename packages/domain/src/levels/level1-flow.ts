/** Level 1 flow (spec section 4) as a pure reducer: the screen only renders the state. */

export const MAX_JOB_SHEETS = 2;
export const POST_FICHE_QUESTIONS = 3;

export type Level1Phase =
  | 'intro'
  | 'ask_fit'
  | 'await_input'
  | 'generating'
  | 'fiche'
  | 'post_fiche'
  | 'conversation'
  | 'success';

export interface Level1State {
  phase: Level1Phase;
  /** Job titles the sheets were generated for, in order (at most 2). */
  sheets: string[];
  postFicheIndex: number;
  conversationIndex: number;
  /** Set while a second sheet is shown from the conversation: resume after this item. */
  resumeAfter: number | null;
}

export type Level1Event =
  | { type: 'start' }
  | { type: 'fit'; answer: 'Oui' | 'Mitigé' | 'Non'; firstRecommendation: string | null }
  | { type: 'dream_job'; title: string }
  | { type: 'sheet_ready' }
  | { type: 'discuss' }
  | { type: 'post_fiche_answered' }
  | { type: 'conversation_next'; itemCount: number }
  | { type: 'explore_another'; answer: string; secondRecommendation: string | null; itemCount: number }
  | { type: 'continue'; itemCount: number };

export const initialLevel1State: Level1State = {
  phase: 'intro',
  sheets: [],
  postFicheIndex: 0,
  conversationIndex: 0,
  resumeAfter: null,
};

function generate(state: Level1State, title: string): Level1State {
  return { ...state, phase: 'generating', sheets: [...state.sheets, title] };
}

function nextConversationItem(state: Level1State, from: number, itemCount: number): Level1State {
  const next = from + 1;
  return next >= itemCount
    ? { ...state, phase: 'success', resumeAfter: null }
    : { ...state, phase: 'conversation', conversationIndex: next, resumeAfter: null };
}

export function level1Reducer(state: Level1State, event: Level1Event): Level1State {
  switch (event.type) {
    case 'start':
      return state.phase === 'intro' ? { ...state, phase: 'ask_fit' } : state;
    case 'fit':
      if (state.phase !== 'ask_fit') return state;
      return event.answer === 'Oui' && event.firstRecommendation
        ? generate(state, event.firstRecommendation)
        : { ...state, phase: 'await_input' };
    case 'dream_job':
      return state.phase === 'await_input' && event.title.trim() !== ''
        ? generate(state, event.title.trim())
        : state;
    case 'sheet_ready':
      return state.phase === 'generating' ? { ...state, phase: 'fiche' } : state;
    case 'discuss':
      return state.phase === 'fiche' && state.resumeAfter === null
        ? { ...state, phase: 'post_fiche', postFicheIndex: 0 }
        : state;
    case 'post_fiche_answered': {
      if (state.phase !== 'post_fiche') return state;
      const next = state.postFicheIndex + 1;
      return next >= POST_FICHE_QUESTIONS
        ? { ...state, phase: 'conversation', conversationIndex: 0 }
        : { ...state, postFicheIndex: next };
    }
    case 'conversation_next':
      return state.phase === 'conversation'
        ? nextConversationItem(state, state.conversationIndex, event.itemCount)
        : state;
    case 'explore_another': {
      if (state.phase !== 'conversation') return state;
      const wantsAnother =
        event.answer === 'Oui' && event.secondRecommendation !== null && state.sheets.length < MAX_JOB_SHEETS;
      if (!wantsAnother) return nextConversationItem(state, state.conversationIndex, event.itemCount);
      return {
        ...generate(state, event.secondRecommendation as string),
        resumeAfter: state.conversationIndex,
      };
    }
    case 'continue':
      return state.phase === 'fiche' && state.resumeAfter !== null
        ? nextConversationItem(state, state.resumeAfter, event.itemCount)
        : state;
  }
}
