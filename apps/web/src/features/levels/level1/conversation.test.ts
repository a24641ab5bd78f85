import { describe, expect, it } from 'vitest';
import { CONVERSATION, EXPLORE_ANOTHER_ID, POST_FICHE_ITEMS } from './conversation';

const questions = [...POST_FICHE_ITEMS, ...CONVERSATION].filter((item) => item.kind !== 'text');

describe('conversation du niveau 1', () => {
  it('compte environ 21 éléments, textes, boutons et saisies mêlés', () => {
    expect(CONVERSATION.length).toBeGreaterThanOrEqual(19);
    expect(CONVERSATION.length).toBeLessThanOrEqual(23);
    expect(new Set(CONVERSATION.map((item) => item.kind))).toEqual(new Set(['text', 'choice', 'input']));
  });

  it('pose les 3 questions sur le salaire après la fiche', () => {
    expect(POST_FICHE_ITEMS.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('donne un identifiant unique à chaque question', () => {
    const ids = questions.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('propose une seule fois d’explorer une autre fiche, avec Oui', () => {
    const explore = CONVERSATION.filter((item) => item.kind === 'choice' && item.exploreAnother);
    expect(explore).toHaveLength(1);
    expect(explore[0]).toMatchObject({ id: EXPLORE_ANOTHER_ID, options: expect.arrayContaining(['Oui']) });
    expect(CONVERSATION.at(-1)?.kind).toBe('text');
  });
});
