import { typographieFr } from '../format/typography';
import { LEVELS_PER_BAND, MAX_LEVEL, MAX_XP_REWARD } from './constants';

/** One level's mission: what the student does to pass that level. */
export interface Mission {
  level: number;
  id: string;
  title: string;
  /** One line a 15-year-old understands. */
  description: string;
  /** XP granted when the mission is completed (never above MAX_XP_REWARD). */
  xpReward: number;
  /** The label the spec gives this id, when it gives one (kept verbatim). */
  specLabel?: string;
}

/**
 * The orientation questionnaire, done before level 1 (spec section 3 lists it first, which
 * shifts every other id by one: level N carries the id at index N).
 */
export const ORIENTATION_MISSION = {
  id: 'complete_test',
  title: 'Test d’orientation',
  specLabel: "Test d'orientation",
} as const;

type MissionSource = [id: string, title: string, description: string, xpReward?: number];

// Default reward of a mission; the built-in levels 1 to 5 and the milestones weigh more.
const DEFAULT_XP_REWARD = 60;

const SOURCES: MissionSource[] = [
  [
    'explore_interests',
    'Fiche métier',
    'Discute avec ton guide et découvre la fiche d’un métier fait pour toi.',
    100,
  ],
  ['watch_intro', 'La vidéo du fondateur', 'Regarde la vidéo qui explique comment Déclic va t’aider.', 50],
  ['strengths_quiz', 'Pitch de 60s', 'Présente-toi en une minute à voix haute, puis note ta prestation.', 80],
  [
    'personality_test',
    'Test de personnalité',
    'Réponds au test et découvre les métiers qui collent à ton profil.',
    100,
  ],
  ['values_exploration', 'Test d’anglais', 'Discute en anglais et obtiens ton niveau, de A1 à C2.', 100],
  [
    'job_research',
    'Enquête métiers',
    'Choisis trois métiers qui t’attirent et note ce qui te plaît dans chacun.',
  ],
  [
    'salary_analysis',
    'Salaires décodés',
    'Compare le salaire d’un débutant et d’un pro expérimenté dans ton métier.',
  ],
  ['job_videos', 'Métiers en vidéo', 'Regarde des pros raconter une vraie journée de travail.'],
  [
    'schedule_meeting',
    'Prendre rendez-vous',
    'Trouve une personne qui fait ton métier de rêve et propose-lui un échange.',
  ],
  [
    'prepare_questions',
    'Tes questions',
    'Écris les questions que tu veux poser pendant ce rendez-vous.',
    100,
  ],
  [
    'company_visit',
    'Visite d’entreprise',
    'Découvre une entreprise de l’intérieur, sur place ou en visite virtuelle.',
  ],
  [
    'soft_skills_assessment',
    'Tes savoir-être',
    'Repère tes qualités humaines : écoute, organisation, esprit d’équipe…',
  ],
  [
    'star_method',
    'La méthode STAR',
    'Raconte une réussite en quatre temps : situation, tâche, action, résultat.',
  ],
  [
    'leadership_test',
    'Test de leadership',
    'Découvre comment tu mènes un groupe et aides les autres à avancer.',
  ],
  ['cv_builder', 'Ton premier CV', 'Construis un CV clair, même sans expérience professionnelle.'],
  ['cover_letter', 'Lettre de motivation', 'Rédige une lettre qui donne envie de te rencontrer.'],
  ['cv_review', 'Relecture du CV', 'Fais relire ton CV et corrige ce qui coince.'],
  ['projet_motive', 'Projet motivé', 'Explique avec tes mots pourquoi une formation te donne envie.'],
  ['voeux_strategy', 'Stratégie de vœux', 'Choisis des vœux qui mélangent rêve, sécurité et envie.'],
  [
    'calendar_planning',
    'Ton calendrier',
    'Note les dates clés de l’année pour ne rater aucune échéance.',
    100,
  ],
  ['pitch_practice', 'Pitch, le retour', 'Reprends ton pitch et améliore-le avec tout ce que tu as appris.'],
  [
    'interview_simulation',
    'Simulation d’entretien',
    'Entraîne-toi à répondre aux questions d’un recruteur ou d’un jury.',
  ],
  ['confidence_building', 'Confiance en toi', 'Apprends à apprivoiser le stress avant un oral.'],
  [
    'portfolio_review',
    'Ton portfolio',
    'Rassemble tes projets, tes stages et tes réussites au même endroit.',
  ],
  [
    'coherence_check',
    'Tout colle ?',
    'Vérifie que ton CV, ta lettre et tes vœux racontent la même histoire.',
  ],
  ['final_polish', 'Les finitions', 'Peaufine tes documents avant de les envoyer.'],
  [
    'mentor_others',
    'Aide un autre élève',
    'Partage tes conseils avec quelqu’un qui commence son orientation.',
  ],
  ['success_story', 'Ton histoire', 'Raconte ton parcours depuis le niveau 1, en quelques lignes.'],
  ['expert_badge', 'Badge d’expert', 'Fais le bilan et décroche ton badge d’expert de l’orientation.'],
  [
    'level_30',
    'Bilan de mi-parcours',
    'Fais le point sur le chemin parcouru et choisis ta prochaine étape.',
    100,
  ],
  ['level_31', 'Découvrir l’alternance', 'Comprends comment on peut étudier et travailler en même temps.'],
  ['level_32', 'Trouver un stage', 'Cherche un stage qui te fait découvrir ton futur métier.'],
  [
    'level_33',
    'Ton réseau',
    'Liste les personnes qui peuvent t’aider : profs, famille, anciens élèves, pros.',
  ],
  ['level_34', 'Ton image en ligne', 'Vérifie ce qu’on trouve sur toi en ligne et soigne-le.'],
  ['level_35', 'Budget étudiant', 'Calcule ce que coûte une année d’études : logement, transports, repas.'],
  ['level_36', 'Bourses et aides', 'Repère les aides auxquelles tu as droit pour tes études.'],
  ['level_37', 'Se loger', 'Compare les façons de se loger quand on étudie loin de chez soi.'],
  [
    'level_38',
    'Portes ouvertes',
    'Prépare ta visite d’une école ou d’une fac pour repartir avec des réponses.',
  ],
  ['level_39', 'Salon de l’orientation', 'Prépare ta liste de stands et de questions avant un salon.'],
  ['level_40', 'Oral d’admission', 'Entraîne-toi pour l’oral d’une formation sélective.', 100],
  ['level_41', 'Ton plan B', 'Prépare une autre piste au cas où ton premier choix ne marcherait pas.'],
  [
    'level_42',
    'Année de césure',
    'Découvre ce qu’on peut faire d’une année pour voyager, travailler ou s’engager.',
  ],
  ['level_43', 'S’engager', 'Découvre le bénévolat et le service civique près de chez toi.'],
  ['level_44', 'Étudier à l’étranger', 'Découvre comment partir étudier dans un autre pays.'],
  ['level_45', 'Job étudiant', 'Trouve un petit boulot compatible avec tes études.'],
  ['level_46', 'Tes droits au travail', 'Connais tes droits : contrat, horaires, salaire minimum.'],
  ['level_47', 'Gérer ton temps', 'Organise ta semaine entre cours, travail et loisirs.'],
  ['level_48', 'Lancer un projet', 'Imagine une idée d’entreprise ou d’association et teste-la en petit.'],
  ['level_49', 'Ta feuille de route', 'Écris tes objectifs pour les trois prochaines années.'],
  ['level_50', 'Grand final', 'Célèbre ton parcours et partage ce que tu as construit.', 100],
];

// The spec names a few missions itself; those labels are kept verbatim beside our titles.
const SPEC_LABELS: Record<string, string> = {
  strengths_quiz: 'Pitch de 60s',
  values_exploration: "Test d'anglais",
};

/** The 50 missions, level 1 first. */
export const MISSIONS: readonly Mission[] = SOURCES.map(([id, title, description, xpReward], index) => {
  const level = index + 1;
  const specLabel = level >= 30 ? `Mission Niveau ${level}` : SPEC_LABELS[id];
  return {
    level,
    id,
    title,
    description: typographieFr(description),
    xpReward: Math.min(xpReward ?? DEFAULT_XP_REWARD, MAX_XP_REWARD),
    ...(specLabel ? { specLabel } : {}),
  };
});

/** Every quest id a student can hold, in journey order (the questionnaire first). */
export const QUEST_IDS: readonly string[] = [ORIENTATION_MISSION.id, ...MISSIONS.map((m) => m.id)];

const questOrder = new Map(QUEST_IDS.map((id, index) => [id, index]));

export function isLevelNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_LEVEL;
}

/** The mission of a level, or undefined outside 1–50. */
export function missionForLevel(level: number): Mission | undefined {
  return isLevelNumber(level) ? MISSIONS[level - 1] : undefined;
}

export function isKnownQuest(id: string): boolean {
  return questOrder.has(id);
}

/** Where a quest sits in the journey (the questionnaire is 0, level N is N). */
export function questRank(id: string): number {
  return questOrder.get(id) ?? Number.POSITIVE_INFINITY;
}

/** A band of 5 levels on the journey map, with its theme. */
export interface LevelBand {
  index: number;
  firstLevel: number;
  lastLevel: number;
  theme: string;
}

const BAND_THEMES = [
  'Se découvrir',
  'Explorer les métiers',
  'Montrer tes atouts',
  'Préparer tes candidatures',
  'Briller à l’oral',
  'Devenir expert',
  'Ouvrir des portes',
  'Préparer la vie étudiante',
  'Élargir tes horizons',
  'Prendre ton envol',
];

export const LEVEL_BANDS: readonly LevelBand[] = BAND_THEMES.map((theme, index) => ({
  index,
  firstLevel: index * LEVELS_PER_BAND + 1,
  lastLevel: (index + 1) * LEVELS_PER_BAND,
  theme,
}));
