import {
  countWords,
  type JobFacts,
  type JobSheet,
  offlineJobSheet,
  SHEET_MAX_SCHOOLS,
  SHEET_MAX_WORDS,
  SHEET_MIN_SCHOOLS,
  SHEET_MIN_WORDS,
  salaryLines,
} from '@declic/domain';
import { z } from 'zod';
import type { AiJsonTask } from '../../plugins/ai';

// A model rarely lands exactly in 150–200 words: a little slack, then the offline sheet.
const WORD_SLACK = 30;

export const aiJobSheetSchema = z.object({
  description: z
    .string()
    .refine(
      (text) =>
        countWords(text) >= SHEET_MIN_WORDS - WORD_SLACK && countWords(text) <= SHEET_MAX_WORDS + WORD_SLACK,
      'description hors de 150 à 200 mots',
    )
    .refine((text) => !/(\*\*|^#|^\s*[-*] )/m.test(text), 'markdown dans la description'),
  salary: z.object({ beginner: z.string().min(1).max(400), median: z.string().min(1).max(400) }),
  schools: z
    .array(z.object({ name: z.string().min(1).max(200), place: z.string().max(200).nullish() }))
    .min(SHEET_MIN_SCHOOLS)
    .max(SHEET_MAX_SCHOOLS),
});
export type AiJobSheet = z.infer<typeof aiJobSheetSchema>;

export interface JobSheetInput {
  facts: JobFacts;
  /** The spec's level 1 request, as the web sends it. */
  message: string;
}

/**
 * Spec section 7: the level 1 job sheet. The model writes it from our facts (ROME, ONISEP,
 * DARES, catalogue) so its figures and schools stay grounded; offline, the facts are composed.
 */
export const writeJobSheet: AiJsonTask<JobSheetInput, AiJobSheet> = {
  name: 'fiche-metier',
  schema: aiJobSheetSchema,
  maxTokens: 900,
  temperature: 0.6,
  messages: ({ facts, message }) => [
    {
      role: 'system',
      content: [
        'Tu es le conseiller d’orientation de Déclic, une appli pour les 15-20 ans.',
        'Tu écris une fiche métier en français, sur un ton informel et bienveillant, en tutoyant, sans aucun markdown.',
        'La description fait entre 150 et 200 mots.',
        'Donne le salaire d’un débutant et le salaire médian en France, en t’appuyant sur les chiffres fournis et en disant d’où ils viennent.',
        'Propose de 3 à 5 écoles ou formations, en priorité celles de la liste fournie. N’invente aucun chiffre.',
        'Réponds uniquement en JSON : {"description": "...", "salary": {"beginner": "...", "median": "..."}, "schools": [{"name": "...", "place": "..."}]}.',
      ].join(' '),
    },
    { role: 'user', content: `${message}\n\nDonnées Déclic : ${JSON.stringify(factsForPrompt(facts))}` },
  ],
  offline: ({ facts }) => {
    const sheet = offlineJobSheet(facts);
    return {
      description: sheet.description,
      salary: {
        beginner: sheet.salary.beginner ?? 'pas de chiffre fiable',
        median: sheet.salary.median ?? 'pas de chiffre fiable',
      },
      schools: sheet.schools,
    };
  },
};

function factsForPrompt(facts: JobFacts) {
  const salary = salaryLines(facts.salary);
  return {
    metier: facts.title,
    codeRome: facts.romeCode,
    definition: facts.definition,
    acces: facts.access,
    competences: facts.skills.slice(0, 8),
    niveauAcces: facts.accessLevel,
    salaireDebutant: salary.beginner,
    salaireMedian: salary.median,
    sources: salary.sources,
    formations: facts.formations.map((f) => ({ nom: f.name, lieu: f.place })),
    formationsMinimales: facts.trainingPaths,
  };
}

/** The model's sheet on the facts' frame: the official title, skills, sources and school links stay ours. */
export function sheetFromAi(facts: JobFacts, written: AiJobSheet): JobSheet {
  const offline = offlineJobSheet(facts);
  const urls = new Map(facts.formations.map((f) => [f.name, f.url]));
  return {
    ...offline,
    description: written.description.trim(),
    salary: {
      beginner: written.salary.beginner,
      median: written.salary.median,
      sources: [...offline.salary.sources, 'Fiche rédigée par l’assistant IA à partir de ces données'],
    },
    schools: written.schools.map((s) => ({
      name: s.name,
      place: s.place ?? null,
      url: urls.get(s.name) ?? null,
    })),
    origin: 'ai',
  };
}
