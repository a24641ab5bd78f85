import { LEVEL_BANDS, type LevelStatus, levelStatus, MISSIONS, type Progression } from '@declic/domain';
import { listSource, type PaletteItem, type PaletteSource } from './palette-source';

const STATUS_HINTS: Record<LevelStatus, string> = {
  done: 'Terminé',
  current: 'Ton niveau actuel',
  available: 'Disponible',
  locked: 'Verrouillé : termine d’abord les niveaux précédents',
  paid: 'Offre payante',
};

/** The 50 levels, openable when reachable; with an empty query, the levels the student is on. */
export function levelsSource(progression: Progression, isPaid: boolean): PaletteSource {
  const items: PaletteItem[] = MISSIONS.map((mission) => {
    const status = levelStatus(mission.level, progression, isPaid);
    const band = LEVEL_BANDS.find((b) => mission.level >= b.firstLevel && mission.level <= b.lastLevel);
    return {
      id: `niveau-${mission.level}`,
      label: `Niveau ${mission.level} · ${mission.title}`,
      hint: STATUS_HINTS[status],
      keywords: `${mission.description} ${band?.theme ?? ''} ${mission.specLabel ?? ''}`,
      to: `/app/niveau/${mission.level}`,
      disabled: status === 'locked' || status === 'paid',
    };
  });
  const open = items.filter((item) => !item.disabled);
  // With no query: the current and next levels first, the ones already done after.
  const ordered = [...open.slice().reverse(), ...items.filter((item) => item.disabled)];
  const source = listSource('niveaux', 'Niveaux', items, { limit: 8 });
  return {
    ...source,
    search: (query, signal) => (query.trim() ? source.search(query, signal) : ordered.slice(0, 4)),
  };
}
