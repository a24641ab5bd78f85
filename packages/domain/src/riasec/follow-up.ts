import type { AnswerMap, OrientationItem } from '../analysis/catalogue';
import { NARROW_MARGIN, profileConfidence } from './confidence';
import type { RiasecLetter } from './letters';
import { type RiasecScores, rankLetters, scoreRiasec } from './scoring';

/** At most this many follow-up questions at once: a few minutes, not a second questionnaire. */
export const MAX_FOLLOW_UPS = 12;

/**
 * The letters a profile would gain from separating: for one to confirm, those in doubt; for one
 * taking shape, the edge of the code (3rd and 4th letters); none for a clear profile.
 */
export function lettersToSeparate(scores: RiasecScores): RiasecLetter[] {
  const confidence = profileConfidence(scores);
  if (confidence.certainty === 'nette') return [];
  const ranked = rankLetters(scores);
  if (confidence.certainty === 'moyenne') return [ranked[2]!, ranked[3]!];
  const letters = new Set([...confidence.tiedLetters, ...confidence.hesitantLetters]);
  if (confidence.margin < NARROW_MARGIN) {
    letters.add(ranked[2]!);
    letters.add(ranked[3]!);
  }
  // Mostly « Je ne sais pas » everywhere: the four leading letters are all worth asking about.
  if (letters.size === 0) for (const letter of ranked.slice(0, 4)) letters.add(letter);
  return ranked.filter((letter) => letters.has(letter));
}

export interface FollowUpChoice {
  /** The letters the questions are about; empty when there is nothing to ask. */
  letters: RiasecLetter[];
  items: OrientationItem[];
}

/**
 * The follow-up items not answered yet on the letters to separate, taken in turn from each
 * letter so each gets its say, up to MAX_FOLLOW_UPS.
 */
export function chooseFollowUps(items: OrientationItem[], answers: AnswerMap): FollowUpChoice {
  const letters = lettersToSeparate(scoreRiasec(items, answers));
  const open = letters.map((letter) =>
    items.filter((item) => item.followUp && item.riasec === letter && !answers.has(item.id)),
  );
  const chosen: OrientationItem[] = [];
  for (
    let round = 0;
    chosen.length < MAX_FOLLOW_UPS && open.some((list) => list.length > round);
    round += 1
  ) {
    for (const list of open) {
      const item = list[round];
      if (item && chosen.length < MAX_FOLLOW_UPS) chosen.push(item);
    }
  }
  return { letters: chosen.length > 0 ? letters : [], items: chosen };
}
