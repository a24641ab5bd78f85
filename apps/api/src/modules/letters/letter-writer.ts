import {
  DEPARTEMENTS,
  formatDate,
  type LetterStyle,
  type LetterTargetType,
  typographieFr,
} from '@declic/domain';

export interface LetterInput {
  firstName: string | null;
  lastName: string | null;
  school: string | null;
  /** Département code as stored in the profile (« 69 » or « 69 - Rhône »). */
  department: string | null;
  targetType: LetterTargetType;
  target: string;
  style: LetterStyle;
  date: Date;
}

interface StyleVoice {
  object: (aim: string) => string;
  opening: (aim: string, context: string) => string;
  motivation: (aim: string) => string;
  qualities: string;
  closing: string;
}

// Each style changes the wording of every paragraph, not only the greeting.
const VOICES: Record<LetterStyle, StyleVoice> = {
  sobre: {
    object: (aim) => `Objet : candidature ${aim}`,
    opening: (aim, context) => `${context}, je vous adresse ma candidature ${aim}.`,
    motivation: (aim) =>
      `Ce choix est réfléchi : je me suis renseigné sur ce parcours et il correspond à ce que je souhaite apprendre et faire. Je suis convaincu que ma candidature ${aim} est cohérente avec mon projet.`,
    qualities:
      'Je suis sérieux, régulier dans mon travail et attentif aux consignes. Je sais m’organiser et je m’engage à fournir les efforts nécessaires pour progresser.',
    closing:
      'Je me tiens à votre disposition pour un entretien. Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
  },
  enthousiaste: {
    object: (aim) => `Objet : ma candidature ${aim}`,
    opening: (aim, context) =>
      `${context}, c’est avec un grand enthousiasme que je vous présente ma candidature ${aim}\u202f!`,
    motivation: (aim) =>
      `Depuis que j’ai découvert ce domaine, il me passionne : j’ai hâte d’apprendre, d’essayer et de me dépasser. Rejoindre votre équipe ${aim} serait pour moi une vraie chance de transformer cette envie en projet concret.`,
    qualities:
      'Curieux et motivé, j’aime relever des défis et travailler avec les autres. Mon énergie et ma bonne humeur sont des atouts que j’aimerais mettre à votre service.',
    closing:
      'Je serais ravi de vous rencontrer pour vous parler de ma motivation. Dans l’attente de votre réponse, je vous prie d’agréer, Madame, Monsieur, mes salutations les meilleures.',
  },
  professionnel: {
    object: (aim) => `Objet : candidature ${aim} — dossier de motivation`,
    opening: (aim, context) =>
      `${context}, je souhaite vous faire part de mon intérêt et vous soumettre ma candidature ${aim}.`,
    motivation: (aim) =>
      `Mon projet d’orientation s’est construit progressivement : j’ai analysé les compétences attendues et les débouchés, et ma candidature ${aim} s’inscrit dans une démarche structurée et durable.`,
    qualities:
      'Rigoureux, autonome et doté d’un bon sens de l’organisation, je sais gérer mes priorités et rendre compte de mon travail. Je m’attache à la qualité de ce que je produis.',
    closing:
      'Je reste à votre disposition pour tout renseignement complémentaire et pour un entretien à votre convenance. Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations respectueuses.',
  },
};

function departmentName(department: string | null): string | null {
  const code = department?.split(' - ')[0]?.trim();
  return DEPARTEMENTS.find(([candidate]) => candidate === code)?.[1] ?? null;
}

function aimFor(type: LetterTargetType, target: string): string {
  return type === 'metier'
    ? `pour un stage ou un emploi dans le métier « ${target} »`
    : `pour la formation « ${target} »`;
}

function contextFor(input: LetterInput): string {
  const where = departmentName(input.department);
  if (input.school && where) return `Actuellement élève à ${input.school} (${where})`;
  if (input.school) return `Actuellement élève à ${input.school}`;
  return where ? `Élève en ${where}` : 'Actuellement élève';
}

/** The offline writer: a complete French cover letter (header, object, three paragraphs, closing). */
export function writeLetter(input: LetterInput): string {
  const voice = VOICES[input.style];
  const aim = aimFor(input.targetType, input.target);
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || 'Prénom Nom';
  const place = departmentName(input.department);
  return [
    name,
    input.school ?? '',
    '',
    `${place ? `${place}, le` : 'Le'} ${formatDate(input.date)}`,
    '',
    voice.object(aim),
    '',
    'Madame, Monsieur,',
    '',
    voice.opening(aim, contextFor(input)),
    '',
    voice.motivation(aim),
    '',
    voice.qualities,
    '',
    voice.closing,
    '',
    name,
  ]
    .filter((line, index, lines) => !(line === '' && lines[index - 1] === ''))
    .map(typographieFr)
    .join('\n');
}
