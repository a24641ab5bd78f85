import { typographieFr } from '../format/typography';
import { joinFrench } from '../job-facts/text';
import { RIASEC_INFO, type RiasecLetter } from './letters';
import { compareByEvidence, type RiasecScores, rankLetters } from './scoring';

/** How sure the profile is: nette (clear), moyenne (taking shape), a_confirmer (to confirm). */
export type ProfileCertainty = 'nette' | 'moyenne' | 'a_confirmer';

export interface ProfileConfidence {
  certainty: ProfileCertainty;
  /** Points between the 3rd and the 4th letter: how firmly the three-letter code is made. */
  margin: number;
  /** Share of the answers given with an opinion (not « Je ne sais pas »), 0 to 1. */
  firmShare: number;
  /** Letters of the code answered « Je ne sais pas » more often than not. */
  hesitantLetters: RiasecLetter[];
  /** Letters of the code that the answers could not separate from a neighbour. */
  tiedLetters: RiasecLetter[];
}

/** Under this margin, in points, the 3rd letter of the code could change with one answer. */
export const NARROW_MARGIN = 5;
const CLEAR_MARGIN = 10;
const HESITANT_SHARE = 0.5;
const CLEAR_FIRM_SHARE = 0.75;

export function profileConfidence(scores: RiasecScores): ProfileConfidence {
  const ranked = rankLetters(scores);
  const code = ranked.slice(0, 3);
  const letters = Object.values(scores);
  const answered = letters.reduce((sum, s) => sum + s.answered, 0);
  const firmShare = answered > 0 ? letters.reduce((sum, s) => sum + s.firm, 0) / answered : 0;
  const margin = (scores[ranked[2]!].percent ?? 0) - (scores[ranked[3]!].percent ?? 0);
  const hesitantLetters = code.filter(
    (l) => scores[l].answered > 0 && scores[l].firm / scores[l].answered < HESITANT_SHARE,
  );
  // A tie matters when it touches the code: inside it (its order) or at its edge (its 3rd letter).
  const tied = new Set<RiasecLetter>();
  for (const a of code) {
    for (const b of ranked) {
      if (a !== b && compareByEvidence(scores[a], scores[b]) === 0) {
        tied.add(a);
        tied.add(b);
      }
    }
  }
  const tiedLetters = ranked.filter((l) => tied.has(l));
  const unsure =
    tiedLetters.length > 0 ||
    hesitantLetters.length > 0 ||
    margin < NARROW_MARGIN ||
    firmShare < HESITANT_SHARE;
  const clear = margin >= CLEAR_MARGIN && firmShare >= CLEAR_FIRM_SHARE;
  return {
    certainty: unsure ? 'a_confirmer' : clear ? 'nette' : 'moyenne',
    margin,
    firmShare: Math.round(firmShare * 100) / 100,
    hesitantLetters,
    tiedLetters,
  };
}

const label = (letter: RiasecLetter) => RIASEC_INFO[letter].label;

/** What the results page says about the confidence, in plain French (empty for a clear profile). */
export function confidenceNotes(confidence: ProfileConfidence, ranked: RiasecLetter[]): string[] {
  const notes: string[] = [];
  for (const letter of confidence.hesitantLetters) {
    notes.push(
      `Ton côté ${label(letter)} ressort, mais tu as souvent répondu « Je ne sais pas » : ce résultat est à confirmer.`,
    );
  }
  if (confidence.tiedLetters.length > 0) {
    notes.push(
      `Tes réponses ne départagent pas ${joinFrench(confidence.tiedLetters.map(label))} : l’ordre de ces lettres dans ton code est à confirmer.`,
    );
  } else if (confidence.margin < NARROW_MARGIN && ranked.length > 3) {
    notes.push(
      `Ta troisième lettre (${label(ranked[2]!)}) devance de peu la suivante (${label(ranked[3]!)}) : ton code peut encore bouger.`,
    );
  }
  if (confidence.firmShare < HESITANT_SHARE) {
    notes.push(
      'Tu as répondu « Je ne sais pas » à plus de la moitié des questions : prends ce profil comme une première piste.',
    );
  }
  if (notes.length === 0 && confidence.certainty === 'moyenne') {
    notes.push('Ton profil se dessine, sans être encore tout à fait tranché.');
  }
  return notes.map(typographieFr);
}
