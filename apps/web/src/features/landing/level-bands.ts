import { LANDING_LEVEL_BANDS, LEVELS_PER_BAND, typographieFr } from '@declic/domain';

export interface LevelBand {
  name: string;
  description: string;
  firstLevel: number;
  lastLevel: number;
  /** The band's level numbers, firstLevel to lastLevel. */
  levels: readonly number[];
}

/** Name and one-line promise of each band of five levels shown on the landing page, in order. */
const bandTexts: ReadonlyArray<Pick<LevelBand, 'name' | 'description'>> = [
  {
    name: 'Premiers pas',
    description: 'Ta première fiche métier, ton pitch, ta personnalité et ton anglais.',
  },
  {
    name: 'Explorer',
    description: 'Tu fouilles les formations et les métiers qui collent à ton profil.',
  },
  {
    name: 'Se projeter',
    description: 'Tu lis de vraies offres et tu imagines une journée dans ces métiers.',
  },
  {
    name: 'Affiner',
    description: 'Tu compares tes pistes et tu gardes celles qui te font vraiment envie.',
  },
  {
    name: 'Rencontrer',
    description: 'Tu prépares tes questions pour des pros, des étudiants et des salons.',
  },
  {
    name: 'Construire',
    description: 'Tu montes ton projet : CV, lettre de motivation et plan d’études.',
  },
  {
    name: 'Convaincre',
    description: 'Tu t’entraînes à parler de toi, à l’oral comme à l’écrit.',
  },
  {
    name: 'Décoller',
    description: 'Tu boucles tes candidatures et tu passes à l’action.',
  },
];

/** The 8 bands of 5 levels (1 to 40) of the landing grid. */
export const LEVEL_BANDS: readonly LevelBand[] = bandTexts
  .slice(0, LANDING_LEVEL_BANDS)
  .map((band, index) => ({
    name: band.name,
    description: typographieFr(band.description),
    firstLevel: index * LEVELS_PER_BAND + 1,
    lastLevel: (index + 1) * LEVELS_PER_BAND,
    levels: Array.from({ length: LEVELS_PER_BAND }, (_, offset) => index * LEVELS_PER_BAND + 1 + offset),
  }));
