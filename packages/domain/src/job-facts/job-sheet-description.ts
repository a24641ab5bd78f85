import { typographieFr } from '../format/typography';
import { countWords } from '../levels/level5-scoring';
import { type JobFacts, splitDefinition } from './job-facts';
import { joinFrench, lowerFirst, lowerTitle, typographicApostrophes, withFinalPeriod } from './text';

/** Spec section 4: the job sheet's description is 150 to 200 words. */
export const SHEET_MIN_WORDS = 150;
export const SHEET_MAX_WORDS = 200;

// Written by us: general advice that fits any job, used to reach the minimum length honestly.
const GENERAL_ADVICE = [
  'Le meilleur moyen de savoir si ce métier est fait pour toi, c’est d’en parler avec des gens qui l’exercent : un stage d’observation, un forum des métiers ou une journée portes ouvertes peuvent vraiment t’aider.',
  'Pense aussi à ce que tu aimes au quotidien : travailler en équipe ou en autonomie, bouger ou rester au calme, créer ou organiser. Ça compte autant que le diplôme.',
  'Et garde en tête qu’un métier, ça s’apprend : personne ne commence en sachant tout faire, et beaucoup de gens changent de voie en cours de route.',
  'Tu peux aussi regarder les vidéos de professionnels sur le site de l’ONISEP, elles montrent bien le quotidien réel derrière l’intitulé.',
];
const CLOSER =
  'Si ça te parle, jette un œil aux formations juste en dessous et pose tes questions : il n’y a pas de question bête !';

/** The 150–200 word informal description of an offline job sheet, from the facts only. */
export function describeJob(facts: JobFacts): string {
  return facts.romeCode ? describeMatched(facts) : describeUnmatched(facts);
}

function describeMatched(facts: JobFacts): string {
  const title = typographicApostrophes(facts.title);
  const { summary, missions } = splitDefinition(typographicApostrophes(facts.definition));
  const skills = facts.skills.slice(0, 4).map((skill) => lowerFirst(typographicApostrophes(skill)));
  const head = [`Tu te demandes à quoi ressemble le métier de ${lowerTitle(title)} ?`];
  if (summary) head.push(withFinalPeriod(summary));
  const tail = [
    skills.length ? `Les compétences clés : ${joinFrench(skills)}.` : '',
    facts.access ? withFinalPeriod(typographicApostrophes(facts.access).replace(/\s+/g, ' ')) : '',
    facts.accessLevel ? `D’après l’ONISEP, on peut y accéder à partir du niveau ${facts.accessLevel}.` : '',
  ].filter(Boolean);
  return assemble(head, (count) => missionSentence(missions.slice(0, count)), missions.length, tail);
}

function describeUnmatched(facts: JobFacts): string {
  const asked = facts.query.trim();
  const head = [
    `Je n’ai pas trouvé de fiche officielle qui corresponde exactement à « ${asked} », alors voici une fiche plus générale.`,
    `Dans Déclic, les onglets Formations et Emplois te permettent de chercher « ${asked} » parmi les formations de Parcoursup et les offres de France Travail : c’est le bon point de départ pour voir les études possibles et les postes proposés près de chez toi.`,
  ];
  return assemble(head, () => '', 0, []);
}

/** "Au quotidien, on conçoit…, on participe… et on rédige…" from the ROME missions. */
function missionSentence(missions: string[]): string {
  if (missions.length === 0) return '';
  const clauses = missions.map((mission) => `on ${lowerFirst(mission.replace(/[.;]\s*$/, ''))}`);
  return `Au quotidien, ${joinFrench(clauses)}.`;
}

/**
 * Head, as many missions as fit, the tail sentences that fit, general advice up to the minimum,
 * and the closer — never more than the maximum, never a sentence cut in half.
 */
function assemble(
  head: string[],
  missions: (count: number) => string,
  missionCount: number,
  tail: string[],
): string {
  const words = (parts: string[]) => countWords(parts.join(' '));
  const budget = SHEET_MAX_WORDS - countWords(CLOSER);
  const kept = [...head];
  while (words(kept) > budget && kept.length > 1) kept.pop();
  const keptTail: string[] = [];
  for (const sentence of tail) if (words([...kept, ...keptTail, sentence]) <= budget) keptTail.push(sentence);
  let count = 0;
  while (count < missionCount && words([...kept, ...keptTail, missions(count + 1)]) <= budget) count += 1;
  const body = [...kept, missions(count), ...keptTail].filter(Boolean);
  for (const advice of GENERAL_ADVICE) {
    if (words([...body, CLOSER]) >= SHEET_MIN_WORDS) break;
    if (words([...body, advice]) <= budget) body.push(advice);
  }
  return typographieFr([...body, CLOSER].join(' '));
}
