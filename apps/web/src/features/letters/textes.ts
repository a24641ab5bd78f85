import { LETTER_STYLE_LABELS } from '@declic/domain';

export const TEXTES = {
  title: 'Lettre de motivation',
  targetLabel: 'Je vise',
  metier: 'Métier',
  formation: 'Formation',
  metierField: 'Le métier visé',
  formationField: 'La formation visée',
  suggestions: 'Suggestions',
  suggestHelp: 'Tape au moins 2 lettres pour voir des suggestions, ou écris librement.',
  selected: (label: string) => `Choisi\u202f: ${label}`,
  style: 'Style',
  styles: LETTER_STYLE_LABELS,
  generate: 'Générer',
  generating: 'Rédaction…',
  error: 'Erreur de génération. Réessayez.',
  copy: 'Copier',
  copied: 'Copié\u202f!',
  pdf: 'Télécharger PDF',
  mine: 'Mes lettres',
  none: 'Aucune lettre pour l’instant.',
} as const;
