/**
 * The kinds of step a level is made of. A level is data (level-definition.ts); each kind has
 * one answer schema (answers.ts), one pure check (checks.ts) and one component in the web player.
 */

/** A free-text field and the rules its answer must meet. */
export interface TextFieldRule {
  id: string;
  label: string;
  /** One line under the label: what a good answer contains. */
  hint?: string;
  minLength: number;
  maxLength: number;
  multiline?: boolean;
  /** Each group: the answer must contain one of these words (accents and case ignored). */
  mustMention?: { anyOf: string[]; message: string }[];
}

interface StepBase {
  /** Unique in its level, kebab-case: the key of the stored answer. */
  id: string;
  /** Short heading of the step. */
  title: string;
  /** What the guide says when the step opens (typed out in the bubble). */
  say: string;
}

/** Lines the guide says; nothing to answer. */
export interface DialogueStep extends StepBase {
  kind: 'dialogue';
  lines: string[];
}

export interface QuizQuestion {
  id: string;
  text: string;
  options: string[];
  /** Index of the right option; scored by the server. */
  answer: number;
  /** Shown after the answer: why. */
  explanation: string;
}

/** Multiple-choice questions scored by the server; passes at `passMark` right answers. */
export interface QuizStep extends StepBase {
  kind: 'quiz';
  questions: QuizQuestion[];
  passMark: number;
}

export interface TextStep extends StepBase {
  kind: 'text';
  fields: TextFieldRule[];
  /** Ask the advisor (AI when configured, else the offline rules) for feedback on the text. */
  feedback?: 'advisor';
  /** Shown beside the fields to help write: the student's timeline in Déclic (level 28). */
  aside?: 'timeline';
}

/**
 * Real catalogues a pick step chooses from; videos and entreprises come from the imported data
 * too; `alternance` and `jobs` are the apprenticeship and part-time offers near the student
 * (levels 31 and 45).
 */
export const PICK_CATALOGUES = [
  'metiers',
  'formations',
  'offres',
  'videos',
  'entreprises',
  'alternance',
  'jobs',
] as const;
export type PickCatalogue = (typeof PICK_CATALOGUES)[number];

/** Items chosen in a real catalogue, each with the notes the student writes about it. */
export interface PickStep extends StepBase {
  kind: 'pick';
  catalogue: PickCatalogue;
  min: number;
  max: number;
  /** Suggest the student's own items first (recommended jobs, earlier picks). */
  suggest?: 'recommended_jobs' | 'level6_jobs';
  notes: TextFieldRule[];
}

export interface ChecklistItem {
  id: string;
  label: string;
  required: boolean;
}

/** Real-world actions ticked by the student, with a short report. */
export interface ChecklistStep extends StepBase {
  kind: 'checklist';
  items: ChecklistItem[];
  report?: TextFieldRule;
}

export interface ScaleItem {
  id: string;
  text: string;
  /** The dimension the item measures. */
  dimension: string;
  /** True when agreeing lowers the dimension. */
  reversed?: boolean;
}

export interface ScaleDimension {
  id: string;
  label: string;
  /** What a high score means, in two sentences. */
  portrait: string;
}

/** A self-assessment: items answered on a 1–5 scale, scored per dimension by the server. */
export interface ScaleStep extends StepBase {
  kind: 'scale';
  items: ScaleItem[];
  dimensions: ScaleDimension[];
}

/** Questions written by the student; the checker spots yes/no questions. */
export interface QuestionsStep extends StepBase {
  kind: 'questions';
  min: number;
  /** How many must be open questions. */
  minOpen: number;
  bank: { theme: string; questions: string[] }[];
}

export interface DocumentSection {
  id: string;
  label: string;
  hint: string;
  required: boolean;
  maxLength: number;
  /** Where the builder prefills it from. */
  prefill?: 'identity' | 'school' | 'skills' | 'qualities' | 'languages' | 'interests';
}

/** A document built section by section and exported as PDF. */
export interface DocumentStep extends StepBase {
  kind: 'document';
  sections: DocumentSection[];
  tips: string[];
}

/** Pay of one job, looked up on the server, then a quiz on those figures. */
export interface SalaryStep extends StepBase {
  kind: 'salary';
  passMark: number;
}

/** Where a letter's target is chosen: among the student's saved offers (level 9) or formations (level 6). */
export const LETTER_TARGET_CATALOGUES = ['offres', 'formations'] as const;
export type LetterTargetCatalogue = (typeof LETTER_TARGET_CATALOGUES)[number];

/**
 * A cover letter for one real offer or formation: drafted by the letter writer (AI or offline),
 * then made the student's own. Checked: length, addressed to the target, no gap left, edited.
 */
export interface LetterStep extends StepBase {
  kind: 'letter';
  minLength: number;
  maxLength: number;
  /** Words the student must add to the draft, at least (so the letter becomes theirs). */
  minNewWords: number;
}

/**
 * The automatic review of a document written at an earlier level (level 17: the CV of level 15):
 * the student corrects it until no blocking remark remains. `sections` are the source's.
 */
export interface ReviewStep extends StepBase {
  kind: 'review';
  source: { level: number; step: string };
  sections: DocumentSection[];
}

/** One paragraph of a guided text, with what it should say. */
export interface GuidedParagraph {
  id: string;
  label: string;
  hint: string;
  minLength: number;
}

/**
 * A « projet de formation motivé » for one Parcoursup formation of the catalogue (level 18): a
 * few guided paragraphs within Parcoursup's limit, checked against the formation's attendus.
 */
export interface ProjetStep extends StepBase {
  kind: 'projet';
  paragraphs: GuidedParagraph[];
  /** The whole text, paragraphs joined by a blank line, in characters. */
  minLength: number;
  /** The attendus the text must speak to, at least (all of them when the formation has fewer). */
  minAttendus: number;
}

/**
 * A list of Parcoursup wishes from the catalogue (level 19): each labelled from its real access
 * rate, the list judged for balance, with real alternatives.
 */
export interface VoeuxStep extends StepBase {
  kind: 'voeux';
  minWishes: number;
}

/** The kinds of date a student adds to their year's calendar (level 20). */
export const OWN_DATE_KINDS = ['portes-ouvertes', 'rendez-vous', 'salon', 'autre'] as const;
export type OwnDateKind = (typeof OWN_DATE_KINDS)[number];

/**
 * The student's calendar of the year (level 20): the key dates every student shares (entered
 * by the staff), and the student's own (open days, the meeting of level 9…), exported as .ics.
 */
export interface CalendarStep extends StepBase {
  kind: 'calendar';
  minOwnDates: number;
}

/**
 * The pitch recorded again (level 21, level 3's recorder): a checklist built from what the
 * student produced since, the length of the new recording and a self-rating, compared with the
 * first pitch.
 */
export interface PitchStep extends StepBase {
  kind: 'pitch';
  minSeconds: number;
  /** Points of the checklist to tick at least (all of them when the journey gave fewer). */
  minPoints: number;
}

/** One breathing cycle: seconds to breathe in, hold, breathe out. */
export interface BreathingPattern {
  inhale: number;
  hold: number;
  exhale: number;
}

/**
 * A guided breathing exercise between two ratings of stress (level 23): the student rates their
 * stress, breathes for a few cycles, rates it again; the server compares.
 */
export interface BreathingStep extends StepBase {
  kind: 'breathing';
  pattern: BreathingPattern;
  cycles: number;
}

/**
 * A mock interview for one of the student's targets (level 22): six questions from a recruiter
 * or a jury (the AI persona, else the offline bank), written or dictated answers, feedback on
 * each; the transcript is the evidence.
 */
export interface InterviewStep extends StepBase {
  kind: 'interview';
  /** Words each answer needs at least (the closing question aside). */
  minWords: number;
  /** An admission oral (level 40): only the student's formations, before a jury. */
  jury?: boolean;
}

/**
 * Everything the student produced on one page (level 24): they introduce themselves, choose
 * the sections to keep and download them as one PDF.
 */
export interface PortfolioStep extends StepBase {
  kind: 'portfolio';
  minSections: number;
  introMinLength: number;
}

/**
 * The cross-check of the student's documents (level 25): the server's report, and the
 * student's plan for what is to be reviewed.
 */
export interface CoherenceStep extends StepBase {
  kind: 'coherence';
  planMinLength: number;
}

/**
 * The final polish (level 26): spelling and typography over every saved document at once, each
 * fix applied or refused in one click, the corrections written back to the documents.
 */
export interface PolishStep extends StepBase {
  kind: 'polish';
}

/**
 * An advice for students who start (level 27), published on the « Conseils d’anciens » wall
 * once the staff has read it, signed with the first name only.
 */
export interface AdviceStep extends StepBase {
  kind: 'advice';
  minLength: number;
}

/**
 * The « Expert de l’orientation » certificate (level 29): issued by the server once the quiz of
 * the same level passed, with a public verification link.
 */
export interface CertificateStep extends StepBase {
  kind: 'certificate';
  /** Right answers the level's quiz needs (said in the message when it did not pass yet). */
  passMark: number;
  /** The step of the same level that earns it: 'quiz' (level 29) unless said. */
  after?: string;
  /** 'expert' (level 29) unless said; level 50 gives 'parcours'. */
  badge?: 'expert' | 'parcours';
}

/**
 * The mid-journey review (level 30): everything done and produced, then the themes to focus on
 * next, which order the suggestions of the next levels on the map.
 */
export interface FocusStep extends StepBase {
  kind: 'focus';
  maxChoices: number;
  whyMinLength: number;
}

/**
 * The apprentice's pay simulator (level 31): the student's age and year of contract give the
 * legal minimum from the dated figures (grid and Smic), then a sentence on what it would change.
 */
export interface ApprenticePayStep extends StepBase {
  kind: 'apprentice-pay';
  planMinLength: number;
}

/**
 * A typical week (level 47): slots of classes, homework, job and free time, checked for overlaps
 * and balance, exported to the phone's calendar as a weekly .ics.
 */
export interface WeekPlanStep extends StepBase {
  kind: 'week-plan';
  minSlots: number;
  /** The week must hold a job slot (level 45: does the job fit the studies?). */
  withJob?: boolean;
}

/**
 * The three-year road map (level 49): a goal for each horizon with dated milestones, each
 * milestone a reminder in the student's notifications when its month comes.
 */
export interface RoadmapStep extends StepBase {
  kind: 'roadmap';
  goalMinLength: number;
}

/**
 * The CROUS grant estimate (level 36): what the student knows of their family; the server
 * computes the échelon from the imported scale and stores it with the answer.
 */
export interface GrantStep extends StepBase {
  kind: 'grant';
}

/** The other aids (level 36): each with its condition and official link; the student keeps theirs. */
export interface AidsStep extends StepBase {
  kind: 'aids';
  min: number;
}

/**
 * Housing compared in the study city (level 37): rents found, the housing aid and Visale
 * estimated by the server, the deposit; then the student's choice and why.
 */
export interface HousingStep extends StepBase {
  kind: 'housing';
  minOptions: number;
  whyMinLength: number;
}

/**
 * A student's month (level 35): expenses against the grant, a job paid at the Smic and family
 * help; the server computes the balance and one adjustment when it is negative.
 */
export interface BudgetStep extends StepBase {
  kind: 'budget';
  adjustmentMinLength: number;
}

/** A plain "I did it" (level 2: the video was watched). */
export interface ConfirmStep extends StepBase {
  kind: 'confirm';
}

/** A self-rating from 1 to 10 with a minimum (level 3: the pitch). */
export interface RatingStep extends StepBase {
  kind: 'rating';
  min: number;
}

export type LevelStep =
  | DialogueStep
  | QuizStep
  | TextStep
  | PickStep
  | ChecklistStep
  | ScaleStep
  | QuestionsStep
  | DocumentStep
  | SalaryStep
  | ConfirmStep
  | RatingStep
  | LetterStep
  | ReviewStep
  | ProjetStep
  | VoeuxStep
  | CalendarStep
  | PitchStep
  | BreathingStep
  | InterviewStep
  | PortfolioStep
  | CoherenceStep
  | PolishStep
  | AdviceStep
  | CertificateStep
  | FocusStep
  | ApprenticePayStep
  | WeekPlanStep
  | RoadmapStep
  | GrantStep
  | AidsStep
  | HousingStep
  | BudgetStep;

export type StepKind = LevelStep['kind'];

/** Steps whose answer is stored and checked (everything but dialogue). */
export type AnsweredStep = Exclude<LevelStep, DialogueStep>;

export function isAnsweredStep(step: LevelStep): step is AnsweredStep {
  return step.kind !== 'dialogue';
}
