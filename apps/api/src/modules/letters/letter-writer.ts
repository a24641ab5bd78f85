import { DEPARTEMENTS, formatDate, type LetterStyle, typographieFr } from '@declic/domain';
import { agreeWithGender } from './gender-agreement';
import { type TargetFacts, VOICES } from './letter-voices';
import { personalityTraits } from './personality-traits';

export type LetterTarget =
  | { type: 'metier'; title: string; skills: string[] }
  | {
      type: 'formation';
      title: string;
      establishment: string | null;
      city: string | null;
      diploma: string | null;
    };

export interface LetterInput {
  firstName: string | null;
  lastName: string | null;
  school: string | null;
  /** Département code as stored in the profile (« 69 » or « 69 - Rhône »). */
  department: string | null;
  /** 'Homme', 'Femme', 'Autre' or unknown: adjectives agree when it is known. */
  gender: string | null;
  /** From the orientation analysis, already phrased (« l’écoute et l’empathie »). */
  strengths: string[];
  /** MBTI type of the personality test, when taken. */
  personalityType: string | null;
  target: LetterTarget;
  style: LetterStyle;
  date: Date;
}

export function departmentName(department: string | null): string | null {
  const code = department?.split(' - ')[0]?.trim();
  return DEPARTEMENTS.find(([candidate]) => candidate === code)?.[1] ?? null;
}

/** « a », « a et b », « a, b et c ». */
export function listFr(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

// ROME skills are titles (« Réaliser des soins ») that the letter uses mid-sentence.
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function aimFor(target: LetterTarget): string {
  return target.type === 'metier'
    ? `pour un stage ou un emploi dans le métier « ${target.title} »`
    : `pour la formation « ${target.title} »`;
}

function factsOf(target: LetterTarget): TargetFacts {
  if (target.type === 'metier') return { skills: listFr(target.skills.map(lowerFirst)), place: '' };
  const where = [
    target.establishment ? `au sein de ${target.establishment}` : '',
    target.city ? `(${target.city})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const diploma = target.diploma ? `pour préparer un diplôme de type « ${target.diploma} »` : '';
  return { skills: '', place: [where, diploma].filter(Boolean).join(' ') };
}

function contextFor(input: LetterInput): string {
  const where = departmentName(input.department);
  if (input.school && where) return `Actuellement élève à ${input.school} (${where})`;
  if (input.school) return `Actuellement élève à ${input.school}`;
  return where ? `Élève en ${where}` : 'Actuellement élève';
}

/** The three body paragraphs: context, motivation (with the target's data), qualities (with the student's). */
function bodyOf(input: LetterInput): string[] {
  const voice = VOICES[input.style];
  const aim = aimFor(input.target);
  const traits = personalityTraits(input.personalityType);
  const join = (...sentences: string[]) => sentences.filter(Boolean).join(' ');
  return [
    voice.opening(aim, contextFor(input)),
    join(voice.motivation(aim), voice.targetFact(factsOf(input.target))),
    join(
      input.strengths.length > 0 ? voice.strengths(listFr(input.strengths)) : '',
      voice.qualities,
      traits ? voice.personality(listFr(traits)) : '',
    ),
  ];
}

/** The offline writer: a complete French cover letter (header, object, three paragraphs, closing). */
export function writeLetter(input: LetterInput): string {
  const voice = VOICES[input.style];
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || 'Prénom Nom';
  const place = departmentName(input.department);
  return [
    name,
    input.school ?? '',
    '',
    `${place ? `${place}, le` : 'Le'} ${formatDate(input.date)}`,
    '',
    voice.object(aimFor(input.target)),
    '',
    'Madame, Monsieur,',
    '',
    ...bodyOf(input).flatMap((paragraph) => [paragraph, '']),
    voice.closing,
    '',
    name,
  ]
    .filter((line, index, lines) => !(line === '' && lines[index - 1] === ''))
    .map((line) => typographieFr(agreeWithGender(line, input.gender)))
    .join('\n');
}
