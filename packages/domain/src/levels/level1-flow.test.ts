import { describe, expect, it } from 'vitest';
import { initialLevel1State, type Level1Event, type Level1State, level1Reducer } from './level1-flow';

const play = (events: Level1Event[], from: Level1State = initialLevel1State) =>
  events.reduce(level1Reducer, from);
const toConversation: Level1Event[] = [
  { type: 'start' },
  { type: 'fit', answer: 'Oui', firstRecommendation: 'Infirmier' },
  { type: 'sheet_ready' },
  { type: 'discuss' },
  { type: 'post_fiche_answered' },
  { type: 'post_fiche_answered' },
  { type: 'post_fiche_answered' },
];

describe('level 1 flow', () => {
  it('Oui goes straight to a sheet for the first recommendation', () => {
    const state = play(toConversation.slice(0, 2));
    expect(state.phase).toBe('generating');
    expect(state.sheets).toEqual(['Infirmier']);
  });

  it('Mitigé and Non ask for the dream job; a blank one is refused', () => {
    for (const answer of ['Mitigé', 'Non'] as const) {
      const waiting = play([{ type: 'start' }, { type: 'fit', answer, firstRecommendation: 'Infirmier' }]);
      expect(waiting.phase).toBe('await_input');
      expect(level1Reducer(waiting, { type: 'dream_job', title: '  ' }).phase).toBe('await_input');
      expect(level1Reducer(waiting, { type: 'dream_job', title: ' Pilote ' }).sheets).toEqual(['Pilote']);
    }
  });

  it('asks the 3 salary questions in order, then starts the conversation', () => {
    const afterTwo = play(toConversation.slice(0, 6));
    expect(afterTwo).toMatchObject({ phase: 'post_fiche', postFicheIndex: 2 });
    expect(play(toConversation)).toMatchObject({ phase: 'conversation', conversationIndex: 0 });
  });

  it('shows a second sheet on Oui and resumes after the question', () => {
    const talking = play([...toConversation, { type: 'conversation_next', itemCount: 21 }]);
    const second = play(
      [
        { type: 'explore_another', answer: 'Oui', secondRecommendation: 'Sage-femme', itemCount: 21 },
        { type: 'sheet_ready' },
      ],
      talking,
    );
    expect(second).toMatchObject({ phase: 'fiche', sheets: ['Infirmier', 'Sage-femme'], resumeAfter: 1 });
    expect(level1Reducer(second, { type: 'continue', itemCount: 21 })).toMatchObject({
      phase: 'conversation',
      conversationIndex: 2,
    });
  });

  it('never shows more than 2 sheets, nor a second one without a recommendation', () => {
    const talking = play(toConversation);
    const noSecond = level1Reducer(talking, {
      type: 'explore_another',
      answer: 'Oui',
      secondRecommendation: null,
      itemCount: 21,
    });
    expect(noSecond).toMatchObject({ phase: 'conversation', conversationIndex: 1 });
    const full = { ...talking, sheets: ['A', 'B'] };
    const event: Level1Event = {
      type: 'explore_another',
      answer: 'Oui',
      secondRecommendation: 'C',
      itemCount: 21,
    };
    expect(level1Reducer(full, event).sheets).toEqual(['A', 'B']);
  });

  it('ends in success after the last item', () => {
    const last = { ...play(toConversation), conversationIndex: 20 };
    expect(level1Reducer(last, { type: 'conversation_next', itemCount: 21 }).phase).toBe('success');
  });
});
