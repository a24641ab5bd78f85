import { isFeatureUnlocked, type Progression, requiredLevel } from '@declic/domain';
import { useMemo } from 'react';
import { SHELL_NAV } from '../../../components/layouts/app-shell/nav-entries';
import { levelsSource } from '../../../features/command-palette/levels-source';
import { listSource, type PaletteItem } from '../../../features/command-palette/palette-source';

const EXTRA_PAGES: PaletteItem[] = [
  {
    id: 'page-resultats',
    label: 'Mes Résultats',
    to: '/app/results',
    keywords: 'analyse profil personnalité',
  },
  {
    id: 'page-conseils',
    label: 'Conseils d’anciens',
    to: '/app/conseils',
    keywords: 'conseil élèves mur',
  },
  {
    id: 'page-questionnaire',
    label: 'Questionnaire d’orientation',
    to: '/app/questionnaire',
    keywords: 'test',
  },
];

/**
 * What the palette searches: the app's pages (locked ones shown as such), the 50 levels, and
 * a few actions. The catalogues (formations, métiers) join here as new sources when they land.
 */
export function usePaletteSources(
  progression: Progression,
  isPaid: boolean,
  level: number,
  reportBug: () => void,
) {
  return useMemo(() => {
    const pages: PaletteItem[] = [
      ...SHELL_NAV.map((entry) => {
        const locked = entry.gate !== undefined && !isFeatureUnlocked(entry.gate, level);
        return {
          id: `page-${entry.to}`,
          label: entry.label,
          to: entry.to,
          disabled: locked,
          hint:
            locked && entry.gate ? `Verrouillé : s’ouvre au niveau ${requiredLevel(entry.gate)}` : undefined,
        };
      }),
      ...EXTRA_PAGES,
    ];
    const actions: PaletteItem[] = [
      {
        id: 'action-bug',
        label: 'Signaler un bug',
        keywords: 'problème erreur support',
        onSelect: reportBug,
      },
    ];
    return [
      listSource('pages', 'Pages', pages),
      levelsSource(progression, isPaid),
      listSource('actions', 'Actions', actions),
    ];
  }, [progression, isPaid, level, reportBug]);
}
