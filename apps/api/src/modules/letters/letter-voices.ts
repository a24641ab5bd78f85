import type { LetterStyle } from '@declic/domain';

/** What the writer knows about the target, already phrased (empty when unknown). */
export interface TargetFacts {
  /** « réaliser des soins…, accueillir… et … » — the métier's core skills. */
  skills: string;
  /** « au lycée Ampère à Lyon (Brevet de technicien supérieur) » — the formation's place and diploma. */
  place: string;
}

export interface StyleVoice {
  object: (aim: string) => string;
  opening: (aim: string, context: string) => string;
  motivation: (aim: string) => string;
  targetFact: (facts: TargetFacts) => string;
  qualities: string;
  strengths: (strengths: string) => string;
  personality: (traits: string) => string;
  closing: string;
}

// Each style changes the wording of every paragraph, not only the greeting. Adjectives are
// written in inclusive form (« motivé·e ») and agreed with the profile's gender afterwards.
export const VOICES: Record<LetterStyle, StyleVoice> = {
  sobre: {
    object: (aim) => `Objet : candidature ${aim}`,
    opening: (aim, context) => `${context}, je vous adresse ma candidature ${aim}.`,
    motivation: (aim) =>
      `Ce choix est réfléchi : je me suis renseigné·e sur ce parcours et il correspond à ce que je souhaite apprendre et faire. Je suis convaincu·e que ma candidature ${aim} est cohérente avec mon projet.`,
    targetFact: ({ skills, place }) =>
      skills
        ? `Ce métier demande notamment de ${skills} : c’est précisément ce que je veux apprendre.`
        : place
          ? `La formation que vous proposez ${place} correspond à ce que je recherche.`
          : '',
    qualities:
      'Je suis sérieux·se, régulier·ère dans mon travail et attentif·ve aux consignes. Je sais m’organiser et je m’engage à fournir les efforts nécessaires pour progresser.',
    strengths: (strengths) => `Mon bilan d’orientation fait ressortir ${strengths}.`,
    personality: (traits) => `Mon test de personnalité indique que je suis ${traits}.`,
    closing:
      'Je me tiens à votre disposition pour un entretien. Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
  },
  enthousiaste: {
    object: (aim) => `Objet : ma candidature ${aim}`,
    opening: (aim, context) =>
      `${context}, c’est avec un grand enthousiasme que je vous présente ma candidature ${aim}\u202f!`,
    motivation: (aim) =>
      `Depuis que j’ai découvert ce domaine, il me passionne : j’ai hâte d’apprendre, d’essayer et de me dépasser. Rejoindre votre équipe ${aim} serait pour moi une vraie chance de transformer cette envie en projet concret.`,
    targetFact: ({ skills, place }) =>
      skills
        ? `J’ai vraiment hâte d’apprendre à ${skills}\u202f!`
        : place
          ? `Étudier ${place} serait pour moi une formidable occasion de progresser\u202f!`
          : '',
    qualities:
      'Curieux·se et motivé·e, j’aime relever des défis et travailler avec les autres. Mon énergie et ma bonne humeur sont des atouts que j’aimerais mettre à votre service.',
    strengths: (strengths) =>
      `Mon test d’orientation l’a confirmé : mes points forts sont ${strengths}\u202f!`,
    personality: (traits) =>
      `Et d’après mon test de personnalité, je suis ${traits} : de quoi m’investir à fond.`,
    closing:
      'Je serais ravi·e de vous rencontrer pour vous parler de ma motivation. Dans l’attente de votre réponse, je vous prie d’agréer, Madame, Monsieur, mes salutations les meilleures.',
  },
  professionnel: {
    object: (aim) => `Objet : candidature ${aim} — dossier de motivation`,
    opening: (aim, context) =>
      `${context}, je souhaite vous faire part de mon intérêt et vous soumettre ma candidature ${aim}.`,
    motivation: (aim) =>
      `Mon projet d’orientation s’est construit progressivement : j’ai analysé les compétences attendues et les débouchés, et ma candidature ${aim} s’inscrit dans une démarche structurée et durable.`,
    targetFact: ({ skills, place }) =>
      skills
        ? `J’ai identifié les compétences clés de ce métier — ${skills} — et je compte les développer avec méthode.`
        : place
          ? `Le cursus que vous dispensez ${place} répond précisément aux exigences de mon projet.`
          : '',
    qualities:
      'Rigoureux·se, autonome et doté·e d’un bon sens de l’organisation, je sais gérer mes priorités et rendre compte de mon travail. Je m’attache à la qualité de ce que je produis.',
    strengths: (strengths) =>
      `Mon bilan d’orientation met en évidence ${strengths}, des atouts directement utiles à ce projet.`,
    personality: (traits) => `Mon profil de personnalité me décrit par ailleurs comme ${traits}.`,
    closing:
      'Je reste à votre disposition pour tout renseignement complémentaire et pour un entretien à votre convenance. Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations respectueuses.',
  },
};
