import { typographieFr } from '../format/typography';
import { type JobFacts, splitDefinition } from '../job-facts/job-facts';
import { salaryLines } from '../job-facts/salary-lines';
import { joinFrench, lowerFirst, lowerTitle, typographicApostrophes } from '../job-facts/text';
import type { AdvisorIntent } from './intents';

export interface AdvisorStudent {
  firstName: string | null;
  /** "33 - Gironde" as the profile stores it. */
  department: string | null;
  recommendedJobs: string[];
  /** From the orientation analysis, when there is one. */
  riasec?: { code: string; families: string[] } | null;
}

export interface OfflineAdvisorInput {
  intent: AdvisorIntent;
  /** The job the question is about, when one was found (message, persona, history, recommendations). */
  facts: JobFacts | null;
  /** True when the question itself named the job (then a bare job name gets an overview, as in persona mode). */
  jobFromMessage: boolean;
  /** Persona mode: the job the advisor speaks as. */
  persona: string | null;
  student: AdvisorStudent;
}

export const OFFLINE_ASSISTANT_LIMITS =
  'Je suis l’assistant hors ligne de Déclic : je réponds à partir de nos données sur les métiers (salaires, études, quotidien, compétences, formations, offres d’emploi) et de ton profil.';
const EXAMPLES =
  'Tu peux me demander par exemple : « Combien gagne un infirmier ? », « Quelles études pour devenir développeur ? », « Où me former pour être cuisinier ? » ou « Y a-t-il des offres près de chez moi ? ».';

/** The offline advisor's answer: facts from our data chosen by intent, or an honest "beyond me". */
export function offlineAdvisorAnswer(input: OfflineAdvisorInput): string {
  const { intent, facts, student } = input;
  if (intent === 'greeting')
    return typographieFr(
      `Salut${student.firstName ? ` ${student.firstName}` : ''} ! ${OFFLINE_ASSISTANT_LIMITS} ${EXAMPLES}`,
    );
  if (intent === 'profile') return typographieFr(profileAnswer(student));
  if (intent === 'unknown' && (input.jobFromMessage || input.persona) && facts?.romeCode)
    return overview(input, facts);
  if (intent === 'unknown')
    return typographieFr(
      `${OFFLINE_ASSISTANT_LIMITS} Ta question dépasse ce que je sais faire hors ligne. ${EXAMPLES}`,
    );
  if (!facts?.romeCode) return typographieFr(noJobAnswer(facts));
  const title = lowerTitle(typographicApostrophes(facts.title));
  return typographieFr(personaIntro(input, title) + JOB_ANSWERS[intent](facts, title, student));
}

type JobIntent = Exclude<AdvisorIntent, 'greeting' | 'profile' | 'unknown'>;

const JOB_ANSWERS: Record<JobIntent, (facts: JobFacts, title: string, student: AdvisorStudent) => string> = {
  salary: (facts, title) => {
    const lines = salaryLines(facts.salary);
    if (!lines.beginner && !lines.median)
      return `Je n’ai pas de chiffre fiable sur le salaire de ${title} dans nos données.`;
    return [
      `Côté salaire pour ${title} :`,
      lines.beginner ? `au début, d’après l’ONISEP, « ${lines.beginner} ».` : '',
      lines.median ? `Le salaire médian en France est ${lines.median}.` : '',
      `Sources : ${lines.sources.join(' ; ')}.`,
    ]
      .filter(Boolean)
      .join(' ');
  },
  studies: (facts, title) => {
    const parts = [`Pour devenir ${title} :`];
    if (facts.access) parts.push(typographicApostrophes(facts.access).replace(/\s+/g, ' '));
    if (facts.accessLevel) parts.push(`D’après l’ONISEP, le niveau minimum est ${facts.accessLevel}.`);
    if (facts.trainingPaths.length)
      parts.push(
        `Formations possibles : ${joinFrench(facts.trainingPaths.slice(0, 4).map(typographicApostrophes))}.`,
      );
    if (parts.length === 1)
      parts.push('nos données ne précisent pas le parcours ; regarde l’onglet Formations.');
    return parts.join(' ');
  },
  'where-to-train': (facts, title, student) => {
    if (facts.formations.length === 0)
      return `Je n’ai pas trouvé de formation pour ${title} dans notre catalogue. Essaie l’onglet Formations avec d’autres mots.`;
    const where = student.department ? ` (en commençant par ton département, ${student.department})` : '';
    const list = facts.formations.map((f) => (f.place ? `${f.name} à ${f.place}` : f.name));
    return `Pour te former au métier de ${title}, voici des formations de notre catalogue${where} : ${list.join(' ; ')}. Tu trouveras les détails dans l’onglet Formations.`;
  },
  'daily-work': (facts, title) => {
    const { summary, missions } = splitDefinition(typographicApostrophes(facts.definition));
    const clauses = missions.slice(0, 4).map((m) => `on ${lowerFirst(m.replace(/[.;]\s*$/, ''))}`);
    return [
      `${summary || `Voici le quotidien de ${title}.`}`,
      clauses.length ? `Au quotidien, ${joinFrench(clauses)}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  },
  skills: (facts, title) =>
    facts.skills.length
      ? `Les compétences clés pour être ${title} : ${joinFrench(facts.skills.slice(0, 6).map((s) => lowerFirst(typographicApostrophes(s))))}.`
      : `Nos données ne listent pas les compétences de ${title}.`,
  offers: (facts, title, student) => {
    const where = facts.offers.departement
      ? `dans ton département (${student.department ?? facts.offers.departement})`
      : 'en France';
    const ask = student.department
      ? ''
      : ' Indique ton département dans ton profil pour voir les offres près de chez toi.';
    if (facts.offers.count === 0)
      return `Je ne vois pas d’offre pour ${title} ${where} dans notre catalogue en ce moment.${ask} Regarde aussi l’onglet Emplois.`;
    const sample = facts.offers.sample.map((o) => [o.title, o.company, o.place].filter(Boolean).join(', '));
    const many = facts.offers.count > 1;
    return `Notre catalogue compte ${facts.offers.count} offre${many ? 's' : ''} pour ${title} ${where}. Les plus récentes : ${sample.join(' ; ')}.${ask} Tous les détails sont dans l’onglet Emplois.`;
  },
};

/** A job named with no question: its daily work and salary. */
function overview(input: OfflineAdvisorInput, facts: JobFacts): string {
  const title = lowerTitle(typographicApostrophes(facts.title));
  const answers = [JOB_ANSWERS['daily-work'], JOB_ANSWERS.salary].map((answer) =>
    answer(facts, title, input.student),
  );
  return typographieFr(personaIntro(input, title) + answers.join(' '));
}

/** Persona mode speaks as someone doing the job. */
function personaIntro(input: OfflineAdvisorInput, title: string): string {
  return input.persona ? `Je suis ${title}, alors je te réponds avec ce que je connais du métier. ` : '';
}

function profileAnswer(student: AdvisorStudent): string {
  if (student.recommendedJobs.length === 0)
    return 'Tu n’as pas encore de résultats d’orientation : fais le test d’orientation, puis je pourrai te parler des métiers qui te correspondent.';
  const jobs = joinFrench(student.recommendedJobs.slice(0, 5));
  const riasec = student.riasec
    ? `Ton profil d’intérêts (RIASEC) est ${student.riasec.code}${student.riasec.families.length ? `, surtout ${joinFrench(student.riasec.families)}` : ''}. `
    : '';
  return `${riasec}D’après ton analyse, les métiers qui te correspondent le plus sont : ${jobs}. Demande-moi le salaire, les études ou le quotidien de l’un d’eux, ou ouvre l’onglet Résultats pour relire ton profil.`;
}

function noJobAnswer(facts: JobFacts | null): string {
  const asked = facts?.query ? ` « ${facts.query} »` : '';
  return `Je n’ai pas trouvé de fiche métier pour${asked || ' ta question'}. Dis-moi le nom d’un métier (par exemple « infirmier » ou « développeur web ») ou choisis un de tes métiers recommandés dans les puces au-dessus. ${OFFLINE_ASSISTANT_LIMITS}`;
}
