/** Level 2 (spec section 4): intro, watch, done. Done comes from the video's end or the button. */
export type Level2Phase = 'intro' | 'ready' | 'watch' | 'done';
export type Level2Event = 'intro_done' | 'watch' | 'video_ended' | 'finished_clicked';

export function level2Reducer(phase: Level2Phase, event: Level2Event): Level2Phase {
  if (phase === 'intro' && event === 'intro_done') return 'ready';
  if (phase === 'ready' && event === 'watch') return 'watch';
  if (phase === 'watch' && (event === 'video_ended' || event === 'finished_clicked')) return 'done';
  return phase;
}
