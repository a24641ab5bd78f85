import { describe, expect, it } from 'vitest';
import { offlineStarFeedback } from './text-feedback';

describe('retour hors ligne sur une histoire STAR', () => {
  it('un conseil par partie qui en manque, un encouragement sinon', () => {
    const vague = offlineStarFeedback({
      situation: 'Au club de foot, pendant un tournoi.',
      tache: 'Je devais tenir la caisse.',
      action: 'On a tout rangé ensemble.',
      resultat: 'On était contents.',
    });
    expect(vague).toHaveLength(4);
    expect(vague[0]).toMatch(/^Situation\u202F: Donne un repère précis/);
    expect(vague[2]).toMatch(/^Action\u202F: Ajoute deux ou trois gestes/);
    expect(vague[3]).toMatch(/chiffre ton résultat/);

    const precise = offlineStarFeedback({
      situation: 'En 2025, au club de foot, pendant le tournoi de printemps.',
      tache: 'Je devais tenir la caisse de la buvette alors que je n’avais jamais compté autant d’argent.',
      action: 'J’ai préparé un tableau, je comptais toutes les heures et je notais chaque vente.',
      resultat: 'Nous avons récolté 420 euros sans une seule erreur de caisse.',
    });
    expect(precise.every((line) => line.includes('c’est clair et précis'))).toBe(true);
  });
});
