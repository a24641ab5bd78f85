import { formatPercent, typographieFr } from '../format/typography';
import { joinFrench } from '../job-facts/text';
import { RIASEC_INFO, type RiasecLetter } from '../riasec/letters';
import type { RiasecProfile } from '../riasec/profile';

/** Letters whose percentage is within this many points are described as "au coude à coude". */
const CLOSE_GAP = 5;

/** How the answers were spread, for the honest closing words of the portrait. */
export interface AnswerCounts {
  total: number;
  unsure: number;
}

/**
 * The personality analysis of the orientation profile: what the Holland code means, the
 * strongest letter, how the next two colour it, and what to do with it. Paragraphs are
 * separated by a blank line.
 */
export function writePersonalityAnalysis(profile: RiasecProfile, counts: AnswerCounts): string {
  const [first, second, third] = profile.ranked as [RiasecLetter, RiasecLetter, RiasecLetter];
  const pct = (l: RiasecLetter) => formatPercent(profile.scores[l].percent ?? 0);
  const paragraphs = [
    `Ton code RIASEC est ${profile.code}. RIASEC décrit ce qui te motive en six familles de goûts : Réaliste, Investigateur, Artistique, Social, Entreprenant et Conventionnel. Tes trois familles les plus fortes sont ${RIASEC_INFO[first].label} (${pct(first)}), ${RIASEC_INFO[second].label} (${pct(second)}) et ${RIASEC_INFO[third].label} (${pct(third)}).`,
    `D’abord ${RIASEC_INFO[first].label}. ${sentence(RIASEC_INFO[first].summary)} Dans tes réponses, ce sont les situations où il faut ${RIASEC_INFO[first].likes} qui t’attirent le plus.`,
    combinationParagraph(profile, second, third),
    closingParagraph(profile, counts),
  ];
  return paragraphs.map(typographieFr).join('\n\n');
}

function combinationParagraph(profile: RiasecProfile, second: RiasecLetter, third: RiasecLetter): string {
  const [first] = profile.ranked as [RiasecLetter];
  const gap = (profile.scores[first].percent ?? 0) - (profile.scores[second].percent ?? 0);
  const opening =
    gap <= CLOSE_GAP
      ? `${RIASEC_INFO[second].label} arrive presque à égalité`
      : `${RIASEC_INFO[second].label} vient ensuite`;
  return `${opening}. ${sentence(RIASEC_INFO[second].summary)} Ta troisième famille, ${RIASEC_INFO[third].label}, ajoute une nuance. ${sentence(RIASEC_INFO[third].summary)} Les métiers qui mêlent ces familles ont des chances de te plaire : ce sont eux que nous te proposons en premier.`;
}

/** "tu aimes créer : imaginer" → "Tu aimes créer : imaginer." */
function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The weakest letter the student actually answered about, if it is not among the three strongest. */
function weakestAnswered(profile: RiasecProfile): RiasecLetter | null {
  const answered = profile.ranked.filter((letter) => profile.scores[letter].percent !== null);
  const weakest = answered.at(-1);
  return weakest && !profile.ranked.slice(0, 3).includes(weakest) ? weakest : null;
}

function closingParagraph(profile: RiasecProfile, counts: AnswerCounts): string {
  const weakest = weakestAnswered(profile);
  const lines: string[] = [];
  if (weakest) {
    lines.push(
      `La famille ${RIASEC_INFO[weakest].label} t’attire moins pour l’instant. Ce n’est pas un défaut : tes goûts vont encore bouger avec tes stages, tes rencontres et tes projets.`,
    );
  }
  if (counts.unsure > 0) {
    const share = Math.round((counts.unsure / Math.max(counts.total, 1)) * 100);
    lines.push(
      `Tu as répondu « Je ne sais pas » à ${counts.unsure} question${counts.unsure > 1 ? 's' : ''} (${formatPercent(share)}) : chacune compte comme une réponse du milieu, ni pour ni contre.`,
    );
  }
  lines.push(
    'Ce profil est un point de départ, pas un verdict. Garde les idées qui te parlent et creuse-les.',
  );
  return lines.join(' ');
}

/**
 * The skills assessment: strengths that usually come with the three strongest letters, and
 * one to build from the weakest.
 */
export function writeSkillsAssessment(profile: RiasecProfile): string {
  const [first, second, third] = profile.ranked as [RiasecLetter, RiasecLetter, RiasecLetter];
  const weakest = weakestAnswered(profile) ?? (profile.ranked.at(-1) as RiasecLetter);
  const strengths = [
    RIASEC_INFO[first].strengths[0],
    RIASEC_INFO[second].strengths[0],
    RIASEC_INFO[third].strengths[0],
  ];
  return typographieFr(
    [
      `Tes points forts probables : ${joinFrench(strengths)}. Ta famille ${RIASEC_INFO[first].label} laisse aussi penser à ${RIASEC_INFO[first].strengths[1]}.`,
      `Une compétence à muscler : ${RIASEC_INFO[weakest].strengths[1]}. Un club, un stage ou un petit job peut t’y aider.`,
    ].join('\n\n'),
  );
}
