import { LANDING_LINE_DURATIONS_MS, typographieFr } from '@declic/domain';

export const MASCOT_NAME = 'Clic';

export interface MascotLine {
  text: string;
  durationMs: number;
}

const lineTexts = [
  `Salut ! Moi, c’est ${MASCOT_NAME}.`,
  'Je suis là pour t’aider à trouver ce qui te plaît, les métiers qui te ressemblent et les études qui y mènent.',
  'Ici, pas de bonne ou de mauvaise réponse : on avance ensemble, à ton rythme. On y va ?',
];

/** The mascot's three scripted lines, each with the typing duration the spec gives it. */
export const MASCOT_LINES: readonly MascotLine[] = lineTexts.map((text, index) => ({
  text: typographieFr(text),
  durationMs: LANDING_LINE_DURATIONS_MS[index] ?? LANDING_LINE_DURATIONS_MS[0],
}));

/** Labels of the mascot's single button, in the order the visitor meets them. */
export const DIALOGUE_BUTTON_LABELS = {
  skip: 'Passer',
  next: 'Suivant',
  start: 'Commencer maintenant',
} as const;
