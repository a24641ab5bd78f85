import type { OrientationAnalysis } from '@declic/domain';
import { z } from 'zod';
import type { AiJsonTask } from '../../plugins/ai';

export interface ProseInput {
  analysis: OrientationAnalysis;
  firstName: string | null;
}

export const proseSchema = z.object({
  personalityAnalysis: z.string().min(200).max(4000),
  skillsAssessment: z.string().min(50).max(2000),
});
export type Prose = z.infer<typeof proseSchema>;

/**
 * The only thing the AI may do with an orientation analysis: rewrite its two texts more
 * personally. Scores, code and recommendations stay the engine's; offline, the texts stay as they are.
 */
export const rewriteAnalysisProse: AiJsonTask<ProseInput, Prose> = {
  name: 'reecriture-analyse-orientation',
  schema: proseSchema,
  maxTokens: 1200,
  temperature: 0.6,
  messages: ({ analysis, firstName }) => [
    {
      role: 'system',
      content: [
        'Tu es le conseiller d’orientation de Déclic, une appli pour les 15-20 ans.',
        'Tu réécris deux textes pour qu’ils sonnent plus personnels, en tutoyant, avec des phrases courtes et des mots simples.',
        'Garde tous les faits : le code RIASEC, les familles, les pourcentages. N’invente aucun chiffre ni aucun métier.',
        'Ne juge jamais un résultat comme bon ou mauvais. Pas de markdown. Sépare les paragraphes par une ligne vide.',
        'Réponds uniquement en JSON : {"personalityAnalysis": "...", "skillsAssessment": "..."}.',
      ].join(' '),
    },
    {
      role: 'user',
      content: JSON.stringify({
        prenom: firstName,
        codeRiasec: analysis.riasec.code,
        lettres: analysis.riasec.letters.map((l) => ({ famille: l.label, pourcentage: l.percent })),
        metiersProposes: analysis.jobRecommendations.slice(0, 6).map((j) => j.title),
        analyseActuelle: analysis.personalityAnalysis,
        bilanActuel: analysis.skillsAssessment,
      }),
    },
  ],
  offline: ({ analysis }) => ({
    personalityAnalysis: analysis.personalityAnalysis,
    skillsAssessment: analysis.skillsAssessment,
  }),
};
