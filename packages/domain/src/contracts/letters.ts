import { z } from 'zod';

export const letterStyleSchema = z.enum(['sobre', 'enthousiaste', 'professionnel']);

/** How each style is named on screen (the letter page, level 16). */
export const LETTER_STYLE_LABELS = {
  sobre: 'Sobre',
  enthousiaste: 'Enthousiaste',
  professionnel: 'Professionnel',
} as const;
export type LetterStyle = z.infer<typeof letterStyleSchema>;
export const letterTargetTypeSchema = z.enum(['metier', 'formation']);
export type LetterTargetType = z.infer<typeof letterTargetTypeSchema>;

const targetLabel = z.string().trim().min(2, 'Indique au moins 2 caractères.').max(200);

/** POST /letter/generate: a picked suggestion, or free text for the job and/or the formation. */
export const generateLetterSchema = z.union([
  z.object({
    style: letterStyleSchema,
    selection: z.object({
      type: letterTargetTypeSchema,
      label: targetLabel,
      /** The suggestion's id (code ROME or formation id): lets the writer use the target's data. */
      id: z.string().max(40).optional(),
    }),
  }),
  z
    .object({
      style: letterStyleSchema,
      emploi_selection: targetLabel.optional(),
      formation_selection: targetLabel.optional(),
    })
    .refine(
      (body) => body.emploi_selection || body.formation_selection,
      'Choisis un métier ou une formation.',
    ),
]);
export type GenerateLetterRequest = z.infer<typeof generateLetterSchema>;

export const savedLetterSchema = z.object({
  id: z.string(),
  targetType: letterTargetTypeSchema,
  target: z.string(),
  style: letterStyleSchema,
  letter: z.string(),
  createdAt: z.string(),
});
export const generateLetterResponseSchema = z.object({ letter: z.string(), saved: savedLetterSchema });
export const lettersListResponseSchema = z.object({ letters: z.array(savedLetterSchema) });

/** Longest list GET /letter/suggest answers. */
export const LETTER_SUGGESTION_LIMIT = 10;
/** Fewer typed characters than this: no suggestion is asked for (spec section 5). */
export const LETTER_SUGGEST_MIN_CHARS = 2;

export const letterSuggestQuerySchema = z.object({
  q: z.string().max(200).default(''),
  type: z.enum(['metier', 'formation'], { message: 'Le type doit être metier ou formation.' }),
});
/** Autocomplete suggestion (spec section 3): id, type, label. */
export const letterSuggestionSchema = z.object({
  id: z.string(),
  type: letterTargetTypeSchema,
  label: z.string(),
});
export type LetterSuggestion = z.infer<typeof letterSuggestionSchema>;
export const letterSuggestResponseSchema = z.object({ items: z.array(letterSuggestionSchema) });
