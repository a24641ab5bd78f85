import type { AnswerValue } from '../contracts/pre-account';
import { formatPercent, typographieFr } from '../format/typography';
import { joinFrench } from '../job-facts/text';
import { letterName, type RiasecLetter } from '../riasec/letters';
import type { RiasecProfile } from '../riasec/profile';
import { ANSWER_POINTS } from '../riasec/scoring';
import type { AnswerMap, MetierCandidate, OrientationItem } from './catalogue';

/** One answer quoted in a "Pourquoi ce métier ?" explanation. */
export interface MatchedAnswer {
  questionId: number;
  question: string;
  answer: AnswerValue;
}

export interface JobExplanation {
  text: string;
  matchedAnswers: MatchedAnswer[];
}

const MAX_QUOTED_ANSWERS = 3;

/**
 * "Pourquoi ce métier ?": names the fiche's official letters, where they stand in the
 * student's profile, and the positive answers behind them (or the centres d'intérêt they share).
 */
export function explainJob(
  metier: MetierCandidate,
  profile: RiasecProfile,
  items: OrientationItem[],
  answers: AnswerMap,
): JobExplanation {
  const letters = [metier.riasecMajeur, metier.riasecMineur].filter((l): l is RiasecLetter => l !== null);
  const matchedAnswers = supportingAnswers(metier, letters, items, answers);
  const sentences = [codeSentence(letters), profileSentence(letters, profile)];
  if (matchedAnswers.length > 0) {
    const quoted = matchedAnswers.map((m) => `« ${m.answer} » à « ${m.question} »`);
    sentences.push(`Tu as répondu ${joinFrench(quoted)}.`);
  }
  return { text: typographieFr(sentences.join(' ')), matchedAnswers };
}

function codeSentence(letters: RiasecLetter[]): string {
  const [majeur, mineur] = letters;
  if (!majeur) return '';
  return mineur
    ? `France Travail classe ce métier ${letterName(majeur)}, puis ${letterName(mineur)}.`
    : `France Travail classe ce métier ${letterName(majeur)}.`;
}

function profileSentence(letters: RiasecLetter[], profile: RiasecProfile): string {
  const top = profile.ranked.slice(0, 3);
  const shared = letters.filter((l) => top.includes(l));
  const percents = shared.map((l) => `${l} à ${formatPercent(profile.scores[l].percent ?? 0)}`);
  if (shared.length === 2) return `Ce sont deux de tes trois lettres fortes (${percents.join(', ')}).`;
  if (shared.length === 1) return `C’est une de tes trois lettres fortes (${percents[0]}).`;
  return 'Ses lettres sont proches de ton profil, sans être tes trois plus fortes.';
}

/** The student's most positive answers on the fiche's letters, then on its centres d'intérêt. */
function supportingAnswers(
  metier: MetierCandidate,
  letters: RiasecLetter[],
  items: OrientationItem[],
  answers: AnswerMap,
): MatchedAnswer[] {
  const centres = new Set(metier.centresInteret.map((c) => c.code));
  const candidates = items
    .map((item) => ({ item, answer: answers.get(item.id) }))
    .filter((c): c is { item: OrientationItem; answer: AnswerValue } => {
      return c.answer !== undefined && ANSWER_POINTS[c.answer] >= 3;
    })
    .map(({ item, answer }) => {
      const letterRank = letters.indexOf(item.riasec);
      const sharesCentre = item.centresInteret.some((code) => centres.has(code));
      const relevance =
        (letterRank === 0 ? 4 : letterRank === 1 ? 2 : 0) +
        (sharesCentre ? 3 : 0) +
        (answer === 'Oui' ? 1 : 0);
      return { item, answer, relevance };
    })
    .filter((c) => c.relevance > 1)
    .sort((a, b) => b.relevance - a.relevance || a.item.id - b.item.id);
  return candidates.slice(0, MAX_QUOTED_ANSWERS).map(({ item, answer }) => ({
    questionId: item.id,
    question: item.text,
    answer,
  }));
}
