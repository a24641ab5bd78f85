import { describe, expect, it } from 'vitest';
import { shareKeyword } from './shared-keywords';

describe('deux noms de la même famille', () => {
  it('se reconnaissent par un mot porteur de sens, accents, pluriels et suffixes mis à part', () => {
    expect(shareKeyword('Psychologue', 'Licence - Psychologie')).toBe(true);
    expect(shareKeyword('Éducateur spécialisé', 'DE Éducation spécialisée')).toBe(true);
    expect(shareKeyword('Technicien informatique', 'BUT Informatique')).toBe(true);
  });

  it('ne se ressemblent pas par un mot de diplôme ou trop court', () => {
    expect(shareKeyword('Licence - Psychologie', 'Licence - Histoire')).toBe(false);
    expect(shareKeyword('BTS Tourisme', 'BTS Banque')).toBe(false);
    expect(shareKeyword('Agent de sécurité', 'Agent immobilier')).toBe(false);
  });
});
