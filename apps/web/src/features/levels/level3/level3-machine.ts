import { isPitchPassed } from '@declic/domain';

/** Level 3 (spec section 4): intro, practice, rate; 8 or more succeeds, below asks to retry. */
export interface Level3State {
  phase: 'intro' | 'practice' | 'rate' | 'success';
  rating: number | null;
  /** Set after a rating below the pass mark, until Recommencer. */
  retry: boolean;
}

export type Level3Event =
  | { type: 'intro_done' }
  | { type: 'recording_stopped' }
  | { type: 'rerecord' }
  | { type: 'rate'; rating: number }
  | { type: 'validate' }
  | { type: 'restart' };

export const initialLevel3State: Level3State = { phase: 'intro', rating: null, retry: false };

export function level3Reducer(state: Level3State, event: Level3Event): Level3State {
  switch (event.type) {
    case 'intro_done':
      return state.phase === 'intro' ? { ...state, phase: 'practice' } : state;
    case 'recording_stopped':
      return state.phase === 'practice' ? { ...state, phase: 'rate' } : state;
    case 'rerecord':
      return state.phase === 'rate' && !state.retry ? { ...state, phase: 'practice', rating: null } : state;
    case 'rate':
      return state.phase === 'rate' && !state.retry ? { ...state, rating: event.rating } : state;
    case 'validate':
      if (state.phase !== 'rate' || state.rating === null || state.retry) return state;
      return isPitchPassed(state.rating) ? { ...state, phase: 'success' } : { ...state, retry: true };
    case 'restart':
      return state.retry ? { phase: 'practice', rating: null, retry: false } : state;
  }
}
