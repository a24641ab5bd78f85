import { describe, expect, it } from 'vitest';
import { isEntryActive, SHELL_NAV } from './nav-entries';
import { sectionTitle } from './section-title';

const [activities, formations] = SHELL_NAV;

describe('barre latérale de l’espace élève', () => {
  it('liste les entrées de la spécification avec leurs niveaux', () => {
    expect(SHELL_NAV.map((entry) => entry.label)).toEqual([
      'Activités',
      'Formations',
      'Emplois',
      'Lettre de motivation',
      'Chat',
      'Profil',
    ]);
    expect(SHELL_NAV.find((entry) => entry.label === 'Profil')?.gate).toBeUndefined();
  });

  it('Activités est la section de /app et des écrans de niveau', () => {
    expect(isEntryActive(activities!, '/app')).toBe(true);
    expect(isEntryActive(activities!, '/app/niveau/3')).toBe(true);
    expect(isEntryActive(activities!, '/app/formations')).toBe(false);
    expect(isEntryActive(formations!, '/app/formations/')).toBe(true);
  });

  it('nomme la section courante dans l’en-tête', () => {
    expect(sectionTitle('/app')).toBe('Activités');
    expect(sectionTitle('/app/lettre')).toBe('Lettre de motivation');
    expect(sectionTitle('/app/niveau/12')).toBe('Niveau 12');
    expect(sectionTitle('/app/profile/')).toBe('Mon Profil');
    expect(sectionTitle('/app/offres')).toBe('Les offres');
  });
});
