import { describe, expect, it } from 'vitest';
import { type Level2Event, level2Reducer } from './level2-machine';

const play = (events: Level2Event[]) => events.reduce(level2Reducer, 'intro' as const);

describe('niveau 2', () => {
  it('montre le bouton de la vidéo après l’intro, puis le lecteur', () => {
    expect(play(['intro_done'])).toBe('ready');
    expect(play(['intro_done', 'watch'])).toBe('watch');
  });

  it('se termine par la fin de la vidéo ou par le bouton', () => {
    expect(play(['intro_done', 'watch', 'video_ended'])).toBe('done');
    expect(play(['intro_done', 'watch', 'finished_clicked'])).toBe('done');
  });

  it('ignore ce qui arrive hors de propos', () => {
    expect(play(['watch', 'finished_clicked'])).toBe('intro');
    expect(play(['intro_done', 'video_ended'])).toBe('ready');
    expect(play(['intro_done', 'watch', 'video_ended', 'intro_done'])).toBe('done');
  });
});
