/** One of the 16 portraits of level 4, written by us: kind, concrete, never a verdict. */
export interface PersonalityPortrait {
  type: string;
  /** A short nickname, e.g. « L’architecte des idées ». */
  title: string;
  summary: string;
  strengths: readonly string[];
  howYouWork: string;
  watchOuts: string;
}
