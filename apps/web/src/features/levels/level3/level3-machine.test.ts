import { describe, expect, it } from 'vitest';
import { initialLevel3State, type Level3Event, level3Reducer } from './level3-machine';

const play = (events: Level3Event[]) => events.reduce(level3Reducer, initialLevel3State);
const toRating: Level3Event[] = [{ type: 'intro_done' }, { type: 'recording_stopped' }];

describe('niveau 3', () => {
  it('passe de l’intro à l’entraînement, puis à la note quand on arrête', () => {
    expect(play([{ type: 'intro_done' }]).phase).toBe('practice');
    expect(play(toRating).phase).toBe('rate');
  });

  it('demande une note avant Valider', () => {
    expect(play([...toRating, { type: 'validate' }])).toEqual({ phase: 'rate', rating: null, retry: false });
  });

  it('réussit à partir de 8', () => {
    expect(play([...toRating, { type: 'rate', rating: 8 }, { type: 'validate' }]).phase).toBe('success');
    expect(play([...toRating, { type: 'rate', rating: 10 }, { type: 'validate' }]).phase).toBe('success');
  });

  it('propose de recommencer sous 8, et Recommencer efface la note', () => {
    const failed = play([...toRating, { type: 'rate', rating: 7 }, { type: 'validate' }]);
    expect(failed).toEqual({ phase: 'rate', rating: 7, retry: true });
    expect(level3Reducer(failed, { type: 'rate', rating: 9 })).toBe(failed);
    expect(level3Reducer(failed, { type: 'restart' })).toEqual({
      phase: 'practice',
      rating: null,
      retry: false,
    });
  });

  it('Réenregistrer revient à l’entraînement sans note', () => {
    const rated = play([...toRating, { type: 'rate', rating: 5 }, { type: 'rerecord' }]);
    expect(rated).toEqual({ phase: 'practice', rating: null, retry: false });
  });
});
