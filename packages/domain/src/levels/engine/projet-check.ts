import { formatNumber } from '../../format/typography';
import { foldAccents } from '../../similarity/normalize';
import { GAP } from './letter-check';
import type { ProjetStep } from './steps';
import { type StepProblem, visibleLength } from './text-rules';

export interface ProjetAnswer {
  formation: { code: string; label: string } | null;
  paragraphs: Record<string, string>;
}

/** One attendu of the formation, and whether the text speaks to it. */
export interface AttenduCoverage {
  text: string;
  covered: boolean;
}

/**
 * Words every attendu uses and that say nothing of its subject (« disposer de compétences… »):
 * a text does not answer an attendu by writing « compétences ».
 */
const GENERIC = new Set(
  `capacite capacites competence competences disposer savoir connaissance connaissances interet
   interesser manifester bonne bonnes bonnement maitrise maitriser qualite qualites aptitude aptitudes
   formation formations travail travailler notamment ainsi permettant domaine domaines cadre ensemble
   elements element certaine certaines certains niveau niveaux etre avoir faire pouvoir mobiliser
   capable faculte sens esprit gout utiliser demarche appropriee adapte adapter etudes etude
   propres propre autres autre personnel personnelle egalement plusieurs exemple dont leurs cette
   titulaire baccalaureat diplome compris`.split(/\s+/),
);

/** Folded words of 5 letters or more, cut to 6: « informatique », « informatiques » meet. */
function stems(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 5 && !GENERIC.has(word))
    .map((word) => word.slice(0, 6));
}

/**
 * Which attendus the text speaks to: an attendu is answered when the text uses enough of its own
 * words (one for a short attendu, two for a longer one), accents and endings aside.
 */
export function attendusCoverage(attendus: string[], text: string): AttenduCoverage[] {
  const written = new Set(stems(text));
  return attendus.map((attendu) => {
    const own = [...new Set(stems(attendu))];
    const needed = Math.min(2, Math.ceil(own.length / 3));
    const found = own.filter((stem) => written.has(stem)).length;
    return { text: attendu, covered: own.length > 0 && found >= needed };
  });
}

/** The paragraphs as one text, in the step's order, as it goes into Parcoursup. */
export function projetText(step: ProjetStep, answer: ProjetAnswer): string {
  return step.paragraphs
    .map((paragraph) => (answer.paragraphs[paragraph.id] ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A projet step's rules. `attendus` are the formation's, read from the catalogue by the API;
 * `maxLength` is Parcoursup's limit.
 */
export function projetProblems(
  step: ProjetStep,
  answer: ProjetAnswer,
  attendus: AttenduCoverage[],
  maxLength: number,
): StepProblem[] {
  if (!answer.formation) return [{ field: 'formation', message: 'Choisis d’abord une formation.' }];
  const problems: StepProblem[] = [];
  for (const paragraph of step.paragraphs) {
    const missing = paragraph.minLength - visibleLength(answer.paragraphs[paragraph.id] ?? '');
    if (missing > 0) {
      problems.push({
        field: paragraph.id,
        message: `Développe « ${paragraph.label} » : encore ${formatNumber(missing)} caractères au moins.`,
      });
    }
  }
  const text = projetText(step, answer);
  const length = [...text].length;
  if (length > maxLength) {
    problems.push({
      field: 'text',
      message: `Ton projet fait ${formatNumber(length)} caractères : Parcoursup en accepte ${formatNumber(maxLength)}. Coupe ${formatNumber(length - maxLength)} caractères.`,
    });
  } else if (length < step.minLength && problems.length === 0) {
    problems.push({
      field: 'text',
      message: `Ton projet fait ${formatNumber(length)} caractères : vise au moins ${formatNumber(step.minLength)}.`,
    });
  }
  const gap = text.match(GAP)?.[0];
  if (gap) problems.push({ field: 'text', message: `Il reste un passage à compléter : « ${gap} ».` });
  const needed = Math.min(step.minAttendus, attendus.length);
  const covered = attendus.filter((attendu) => attendu.covered).length;
  if (covered < needed) {
    problems.push({
      field: 'attendus',
      message: `Ton texte répond à ${covered} attendu${covered > 1 ? 's' : ''} sur ${attendus.length} : montre-en au moins ${needed}, avec un exemple à toi pour chacun.`,
    });
  }
  return problems;
}
